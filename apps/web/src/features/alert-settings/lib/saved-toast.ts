/** What a settings change says when it is saved or refused, in one place for every section, in the page's language. */
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { NetworkError } from '@/lib/api-client';
import { errorText } from '@/lib/error-words';

export interface SettingToasts {
  readonly settingSaved: (what: string) => void;
  readonly settingRefused: (error: Error) => void;
  /** A settings mutation's callbacks: saying `what` was saved, or why nothing was. */
  readonly savedWith: (what: string) => { onSuccess: () => void; onError: (error: Error) => void };
}

export function useSettingToasts(): SettingToasts {
  const intl = useIntl();
  const settingSaved = (what: string) =>
    toast.success(intl.formatMessage({ id: 'alertSettings.saved', defaultMessage: 'Alert settings saved' }), {
      description: what,
    });
  const settingRefused = (error: Error) =>
    toast.error(intl.formatMessage({ id: 'alertSettings.notSaved', defaultMessage: 'Not saved' }), {
      description:
        error instanceof NetworkError
          ? intl.formatMessage({
              id: 'alertSettings.offline',
              defaultMessage: 'You are offline: nothing was changed. Try again when you have a connection.',
            })
          : errorText(
              intl,
              error,
              intl.formatMessage({
                id: 'alertSettings.failed',
                defaultMessage: 'Something went wrong: nothing was changed.',
              }),
            ),
    });
  return {
    settingSaved,
    settingRefused,
    savedWith: (what) => ({ onSuccess: () => settingSaved(what), onError: settingRefused }),
  };
}
