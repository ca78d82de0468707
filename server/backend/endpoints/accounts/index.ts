export { kaptcha } from "./captcha";
export { initSdkUser } from "./init-sdk-user";
export { login } from "./login";
export { logout } from "./logout";
export { powChallenge } from "./pow-challenge";
export { register } from "./register";
export { checkSmsCode, getSmsCode } from "./sms";
export { userDetail } from "./user-detail";
