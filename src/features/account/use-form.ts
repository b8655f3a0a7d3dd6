/**
 * The state every account form shares: busy while saving, and the answer: a message with its
 * kind and the problem of each field. The forms wake on first touch; their controls work from
 * the server's markup on, and a press made while the island loads is made again once it is live.
 */
import { useState } from 'react';
import type { ApiResult } from '../http/api.ts';
import { failureOf, type FieldErrors } from './api.ts';

export type Notice = { ok: boolean; text: string } | null;

export type FormMessages = { network: string; failed: string; checkFields: string };

export function useAccountForm(messages: FormMessages) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [fields, setFields] = useState<FieldErrors>({});

  /** Runs a call; answers its data on success (the notice shows `success`, or the server's message). */
  async function submit<T extends { message?: string }>(call: () => Promise<ApiResult<T>>, success?: string): Promise<T | null> {
    if (busy) return null;
    setBusy(true);
    setNotice(null);
    try {
      const result = await call();
      if (result.ok) {
        setFields({});
        setNotice({ ok: true, text: success ?? result.data.message ?? '' });
        return result.data;
      }
      const failure = failureOf(result, messages.network, messages.failed);
      setFields(failure.fields);
      // The fields name their own problems; the notice points at them instead of repeating one.
      setNotice({ ok: false, text: Object.keys(failure.fields).length > 0 ? messages.checkFields : failure.message });
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, notice, fields, submit, setNotice, setFields };
}
