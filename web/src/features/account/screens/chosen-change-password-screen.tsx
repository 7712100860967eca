import { useSession } from "../../../shared/session/index.ts";
import { ChangePasswordWhenReady } from "../components/change-password-when-ready.tsx";
import "../components/account.css";

/**
 * /m/set/changePsw: the change of password a member chose, from
 * settings or the security center. A normal page: the frame's header with its
 * title ('Change password') and back arrow (one step back, to where the member
 * came from) and the footer, so the member can leave without finishing the
 * form. The same form as the forced /m/changePsw (spec §2, §4: old password
 * only when none is held, home after 1 s), without its 'first login or
 * expired' words. The route's guard sends a visitor to log in.
 */
export default function ChosenChangePasswordScreen() {
  const { session } = useSession();
  if (session === null) return null;
  return (
    <div className="form-page">
      <ChangePasswordWhenReady username={session.userName} />
    </div>
  );
}
