import { checkImage, type Message } from "@platform/machines";
import { useState, type ChangeEvent } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { failureMessage } from "@platform/machines";
import { messageText } from "../../../lib/message-text.ts";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { UserIcon } from "../../../ui/icons.tsx";
import { CameraIcon } from "../../../ui/screen-icons.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useApiMutation, useApiQuery } from "../../../lib/api-query.ts";
import { headerIcon, setHeaderIcon } from "../api/personal-info.ts";

/** The member's picture (PROFPIC3): tap to choose a preset or upload an own png/jpg under 5 MB (spec §5). */
export function AvatarPicker({ fallbackUrl }: { fallbackUrl: string | null | undefined }) {
  const { LL } = useI18nContext();
  const icon = useApiQuery(headerIcon);
  const setIcon = useApiMutation(setHeaderIcon).mutateAsync;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Message>();
  const current = icon.data?.headerIcon ?? fallbackUrl;

  const choose = async (choice: { iconId: string } | { file: File }) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await setIcon(choice);
      toast.success(LL.profile.info.avatarSaved());
      setOpen(false);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined) return;
    const refused = checkImage(file);
    if (refused !== undefined) setProblem(refused);
    else void choose({ file });
  };

  return (
    <>
      <button type="button" className="profile__avatar" aria-label={LL.profile.info.changeAvatar()} onClick={() => setOpen(true)}>
        {current ? <img className="profile__avatar-img" src={safeImageSrc(current)} alt="" /> : <UserIcon className="profile__avatar-fallback" />}
        <span className="profile__avatar-badge" aria-hidden="true">
          <CameraIcon />
        </span>
      </button>
      {open ? (
        <Sheet title={LL.profile.info.chooseAvatar()} closeLabel={LL.common.close()} onClose={() => setOpen(false)}>
          <div className="profile__avatar-sheet">
            <ul className="profile__presets">
              {(icon.data?.options ?? []).map((option, index) => (
                <li key={option.iconId}>
                  <button
                    type="button"
                    className={`profile__preset${option.iconId === icon.data?.iconId ? " profile__preset--current" : ""}`}
                    aria-pressed={option.iconId === icon.data?.iconId}
                    aria-label={LL.profile.info.preset({ n: index + 1 })}
                    disabled={busy}
                    onClick={() => void choose({ iconId: option.iconId })}
                  >
                    <img src={safeImageSrc(option.url)} alt="" />
                  </button>
                </li>
              ))}
            </ul>
            <label className="button button--ghost button--block profile__upload">
              {busy ? <Spinner size="small" /> : <CameraIcon aria-hidden="true" />}
              {LL.profile.info.uploadAvatar()}
              <input type="file" className="visually-hidden" accept="image/png,image/jpeg" disabled={busy} onChange={onFile} />
            </label>
            {problem === undefined ? null : (
              <p className="form-alert" role="alert">
                {messageText(LL, problem)}
              </p>
            )}
          </div>
        </Sheet>
      ) : null}
    </>
  );
}
