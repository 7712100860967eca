import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { currentPlatform } from "../../../lib/platform.ts";
import { DownloadIcon } from "../../../ui/icons.tsx";
import { PhoneIcon } from "../../../ui/screen-icons.tsx";
import { guideOrder, type GuidePlatform } from "../platform.ts";
// The page and card layout of the account pages (.form-page, .form-card): this page draws no
// form part, which is what brought that stylesheet in, so it is asked for here
// (the steps sat flush to the screen's edge and the button ran edge to edge without it).
import "../../../ui/form/form.css";
import "../install-guide.css";

/** Install tutorials (spec §2 "Other"): add to the home screen and install the profile or APK, this device's platform first. */
export default function InstallGuideScreen() {
  const { LL } = useI18nContext();
  const steps: Record<GuidePlatform, { title: string; items: string[] }> = {
    ios: {
      title: LL.profile.install.ios(),
      items: [
        LL.profile.install.iosSteps.open(),
        LL.profile.install.iosSteps.share(),
        LL.profile.install.iosSteps.add(),
        LL.profile.install.iosSteps.profile(),
        LL.profile.install.iosSteps.trust(),
      ],
    },
    android: {
      title: LL.profile.install.android(),
      items: [LL.profile.install.androidSteps.open(), LL.profile.install.androidSteps.menu(), LL.profile.install.androidSteps.add(), LL.profile.install.androidSteps.apk()],
    },
  };
  return (
    <div className="form-page install-guide">
      <p className="form-page__intro">
        <DownloadIcon className="install-guide__intro-icon" aria-hidden="true" /> {LL.profile.install.intro()}
      </p>
      {guideOrder(currentPlatform()).map((platform) => (
        <section key={platform} className="form-card" aria-labelledby={`install-${platform}`}>
          <h2 id={`install-${platform}`} className="install-guide__title">
            <PhoneIcon aria-hidden="true" /> {steps[platform].title}
          </h2>
          <ol className="install-guide__steps">
            {steps[platform].items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      ))}
      <Link href={paths.home} className="button button--ghost button--block">
        {LL.profile.install.back()}
      </Link>
    </div>
  );
}
