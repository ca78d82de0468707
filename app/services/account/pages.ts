// The account pages' paths, apart from the forms' schemas so the site's shell (the modals) stays free of zod.
export const LOGIN_PAGE = "/account/login";
export const REGISTER_PAGE = "/account/register";
