import { type Endpoint } from "../binary/endpoint";
import { accountEndpoints } from "./accounts";
import { profileEndpoints } from "./profile";

/** Every binary endpoint of the backend service, by backend path (spec section 7, "Backend calls"). */
export const allEndpoints: readonly Endpoint[] = [...accountEndpoints, ...profileEndpoints];
