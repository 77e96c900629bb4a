import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnPreferenceForm, type OwnPreferenceProps } from './own-preference-form';

interface DigestPreferenceFormProps extends OwnPreferenceProps<boolean> {
  /** The record's `dailyDigest` (on unless switched off). */
  dailyDigest: boolean;
}

/** The staff daily digest of new assignments by email (issue 16), saved to `dailyDigest`. */
export function DigestPreferenceForm({ dailyDigest, ...preference }: DigestPreferenceFormProps) {
  const { t } = useTranslation('users');
  const [checked, setChecked] = useState(dailyDigest);

  return (
    <OwnPreferenceForm
      {...preference}
      section="digest"
      value={checked}
      toPreferences={(value) => ({ dailyDigest: value })}
    >
      {(edited) => (
        <>
          <label className="checkbox" htmlFor="daily-digest">
            <input
              id="daily-digest"
              type="checkbox"
              aria-describedby="daily-digest-hint"
              checked={checked}
              onChange={(event) => {
                setChecked(event.target.checked);
                edited();
              }}
            />
            {t('digest.label')}
          </label>
          <p id="daily-digest-hint" className="field__helper">
            {t('digest.hint')}
          </p>
        </>
      )}
    </OwnPreferenceForm>
  );
}
