import { sdkUserOf } from "../../../accounts/sdk-user";
import { type Endpoint, ok, refuse } from "../../binary/endpoint";

export const initSdkUserEndpoint: Endpoint = {
  path: "/user/initSdkUser",
  requiresLogin: false,
  async handle(_param, { caller }) {
    const identity = sdkUserOf(caller.sessionId, caller.session?.user ?? null);
    return identity ? ok(identity) : refuse("errorOccurred");
  },
};
