// The member centre's VIP table and avatar. The levels and their
// benefits are the merchant's (the contract's examples, vip.ts); the member's
// own progress is GET MCSFE_getPlayerRankProgress (rewards.ts). The avatar is
// the member's: a preset's number, or an own picture sent as a JPEG or PNG
// data URL, which GET MCSFE_getPlayerAvatar then answers as it was saved.
import { ok, refuse, type HandlerTable, type Schemas } from "../handler-types.ts";
import { benefitList, levelList } from "../vip.ts";
import { checked } from "./encrypted-payload.ts";

/** Presets 0 … 7: the real client's default count (consolidated gw.PROFILE_ICON_COUNT, 8). */
const PRESET_COUNT = 8;
/** An own picture as the real client sends it: a base64 raster data URL. */
const PICTURE = /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/=]+$/;

export const memberCentreHandlers: HandlerTable = {
  getVipLevels: (_request, { state }) => ok<"getVipLevels">({ success: true, value: levelList(state.vipLevels) }),

  getVipBenefits: (_request, { state }) => ok<"getVipBenefits">({ success: true, value: benefitList(state.vipLevels) }),

  getPlayerAvatar: (request) => ok<"getPlayerAvatar">({ success: true, value: request.member!.avatar }),

  uploadPlayerAvatar: (request, context) => {
    const read = checked<Schemas["PlayerAvatarUpload"]>(request.json, context, "PlayerAvatarUpload");
    if (!read.ok) return read;
    const { avatar, avatarType } = read.payload;
    if (avatarType === "STATIC") {
      if (typeof avatar !== "number" || !Number.isInteger(avatar) || avatar >= PRESET_COUNT) return refuse("request_param_err", "This picture is not available");
      request.member!.avatar = { avatar: String(avatar), avatarType };
    } else {
      if (typeof avatar !== "string" || !PICTURE.test(avatar)) return refuse("request_param_err", "The picture must be a JPEG or PNG image");
      request.member!.avatar = { avatar, avatarType };
    }
    return ok<"uploadPlayerAvatar">({ success: true, value: true });
  },
};
