/** sessionStorage key of the social sign-in flow under way: { provider }. Never a token. */
export const SOCIAL_FLOW_KEY = "SOCIAL_LOGIN_FLOW";
