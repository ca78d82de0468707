import { sdkUserOf } from "../../../accounts/sdk-user";
import { type Handler, ok, refuse } from "../../binary/endpoint";

export const initSdkUser: Handler<"initSdkUser"> = async (_param, { caller }) => {
  const identity = sdkUserOf(caller.sessionId, caller.session?.user ?? null);
  return identity ? ok(identity) : refuse("errorOccurred");
};
