import { type Endpoint } from "../../binary/endpoint";

/** Login, registration, logout, captcha, SMS codes, user detail, SDK user. */
export const accountEndpoints: readonly Endpoint[] = [];
