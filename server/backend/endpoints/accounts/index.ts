import { type Endpoint } from "../../binary/endpoint";
import { captchaEndpoint } from "./captcha";
import { initSdkUserEndpoint } from "./init-sdk-user";
import { loginEndpoint } from "./login";
import { logoutEndpoint } from "./logout";
import { registerEndpoint } from "./register";
import { checkSmsCodeEndpoint, getSmsCodeEndpoint } from "./sms";
import { userDetailEndpoint } from "./user-detail";

/** Login, registration, logout, captcha, SMS codes, user detail, SDK user. */
export const accountEndpoints: readonly Endpoint[] = [
  loginEndpoint,
  registerEndpoint,
  logoutEndpoint,
  captchaEndpoint,
  getSmsCodeEndpoint,
  checkSmsCodeEndpoint,
  userDetailEndpoint,
  initSdkUserEndpoint,
];
