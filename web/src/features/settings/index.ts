// The settings feature's public surface. The language and theme button other screens show comes
// from first-paint.ts (it is in the first frame); the logout button is the shared session's
// (shared/session), which settings and the member centre both show: the member centre no longer
// imports settings.
export {};
