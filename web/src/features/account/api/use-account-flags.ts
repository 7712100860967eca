import { isOn, useFeatureSwitches } from "../../../shared/system/index.ts";

/** The white-label switches the account screens read (getWhitelabel's description, spec §2, §4). */
export interface AccountFlags {
  smsLogin: boolean;
  facebookLogin: boolean;
  googleLogin: boolean;
  freePlay: boolean;
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  mobileVerification: boolean;
  phoneRecovery: boolean;
  emailRecovery: boolean;
  /** GEETEST3: the bot check before the automatic login after registering or setting a password by phone (spec §4, §8). */
  botCheck: boolean;
}

export function accountFlagsOf(flags: ReadonlyMap<string, boolean>): AccountFlags {
  return {
    smsLogin: isOn(flags, "MOBILEVERCODELOGIN3"),
    facebookLogin: isOn(flags, "FACEBOOKLOGIN3"),
    googleLogin: isOn(flags, "GOOGLELOGIN3"),
    freePlay: isOn(flags, "FREEPLAY3"),
    usernameRegistration: isOn(flags, "USERNAMEREG3"),
    mobileRegistration: isOn(flags, "MOBILENUMREG3"),
    mobileVerification: isOn(flags, "REGMOBVERF3"),
    phoneRecovery: isOn(flags, "CHNGPASSVERIF3"),
    emailRecovery: isOn(flags, "CHNGPASSMAIL3"),
    botCheck: isOn(flags, "GEETEST3"),
  };
}

/**
 * The account flags once the switches have answered. The machines take them
 * as input when they start, so the forms wait for them (`ready`); a failed
 * answer counts as every switch off (`known` false).
 */
export function useAccountFlags(): { ready: boolean; known: boolean; flags: AccountFlags } {
  const { ready, known, flags } = useFeatureSwitches();
  return { ready, known, flags: accountFlagsOf(flags) };
}
