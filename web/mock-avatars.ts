// The platform's preset avatars, on the mock. A member whose avatar is a preset
// (MCSFE_getPlayerAvatar avatarType STATIC) gets a picture from the platform's
// image folder: /TCG_PROD_IMAGES/B2C/<MERCHANT>/PROFILE/<n>.png, then the
// shared set's /TCG_PROD_IMAGES/B2C/01_PROFILE/PROFILE/<n>.png
// (features/member/avatar.ts). The mock's status names no image host, so the
// app asks this origin, which in mock mode answers with the mock's own six
// avatars (mocks/assets/avatars), preset n as picture n mod 6 + 1: the member
// centre shows a preset avatar as it would on the platform, instead of a
// missing image and the default figure.

/** The mock's avatar pictures: avatar-1.svg … avatar-6.svg. */
const MOCK_AVATARS = 6;

const PRESET_PATH = /^\/TCG_PROD_IMAGES\/B2C\/[A-Za-z0-9_]+\/PROFILE\/(\d{1,4})\.png$/;

/** The mock's avatar file (in mocks/assets/avatars) for a preset avatar's address, or null for any other address. */
export function presetAvatarFile(path: string): string | null {
  const match = PRESET_PATH.exec(path);
  if (!match?.[1]) return null;
  return `avatar-${(Number(match[1]) % MOCK_AVATARS) + 1}.svg`;
}
