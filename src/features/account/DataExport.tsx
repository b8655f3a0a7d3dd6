/**
 * "Download my data" (docs/accounts.md, your data). Without JavaScript, or before the island
 * wakes, it is a plain link: the export call knows the customer by the login cookie, as an
 * invoice link does, and the browser saves the answer under the name it gives. Awake, it fetches
 * the export with the tab's bearer token (refreshed like every account call), saves it from
 * memory under the same name, and says what happened, a refusal (five an hour) included.
 */
import { useState } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { exportFileName } from '#src/lib/account/your-data.ts';
import type { AccountExportJson } from '#src/lib/account/types.ts';
import { accountCall, failureOf } from './api.ts';
import { FormNotice } from './FormNotice.tsx';
import type { Notice } from './use-form.ts';
import type { PrivacyStrings } from './strings.ts';

export const EXPORT_PATH = '/api/account/export';

type Props = { s: PrivacyStrings; locale: Locale };

/** Saves JSON as a file: a link to it in memory, clicked once. */
function save(data: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export default function DataExport({ s, locale }: Props) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    const result = await accountCall<AccountExportJson>(
      locale,
      'GET',
      EXPORT_PATH,
      undefined,
      (a) => typeof a.version === 'number' && typeof a.exported_at === 'string',
    );
    setBusy(false);
    if (!result.ok) {
      setNotice({ ok: false, text: failureOf(result, s.form.network, s.privacy.exportFailed).message });
      return;
    }
    save(result.data, exportFileName(new Date(result.data.exported_at)));
    setNotice({ ok: true, text: s.privacy.exportDone });
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <a
        href={EXPORT_PATH}
        download
        className="btn-ghost no-underline"
        aria-disabled={busy || undefined}
        onClick={(e) => {
          e.preventDefault();
          void download();
        }}
      >
        {busy ? s.privacy.exportBusy : s.privacy.exportButton}
      </a>
      <FormNotice notice={notice} />
    </div>
  );
}
