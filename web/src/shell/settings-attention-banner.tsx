import { type Key, useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { type HostI18n, useHostI18n } from "../i18n/host-i18n-context";
import type { HostMessageKey } from "../i18n/host-message-keys";

/** One line of a banner: what needs the host's attention. */
export interface AttentionNotice {
  key: Key;
  /** Written when shown, in the host's language of the moment. */
  text: (i18n: HostI18n) => string;
}

interface SettingsAttentionBannerProps {
  /** Reads what needs attention; a module-level function, so the banner reads only when the page changes. */
  load: () => Promise<AttentionNotice[]>;
  /** The link to Settings, where the host fixes it. */
  linkText: HostMessageKey;
}

/**
 * Above every screen but Settings: something set up in Settings that has stopped working.
 * Settings shows these itself, so the banner stays away there.
 */
export function SettingsAttentionBanner({ load, linkText }: SettingsAttentionBannerProps) {
  const onSettings = useLocation().pathname.startsWith("/settings");
  const [notices, setNotices] = useState<AttentionNotice[]>([]);
  const i18n = useHostI18n();

  // Read again on leaving Settings, where the host may just have fixed what the banner is about.
  useEffect(() => {
    if (onSettings) return;
    // A banner that cannot load stays away; the screen below says what matters.
    load().then(setNotices, () => setNotices([]));
  }, [onSettings, load]);

  if (notices.length === 0 || onSettings) return null;
  return (
    <div className="alert alert-error sync-banner" role="alert">
      {notices.map((notice) => (
        <p key={notice.key}>{notice.text(i18n)}</p>
      ))}
      <Link to="/settings">{i18n.t(linkText)}</Link>
    </div>
  );
}
