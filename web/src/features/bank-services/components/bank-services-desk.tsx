import { canManageBankServices, canViewBankServices } from '@centre/domain/bank';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffChoice } from '../../../components/assignee-form';
import { Button } from '../../../components/button';
import { ReadDeniedNotice } from '../../../components/read-denied-notice';
import { Tabs } from '../../../components/tabs';
import type { CurrentStaff } from '../../../data/users/session-user';
import { BankClientList } from './bank-client-list';
import { BankRequestList } from './bank-request-list';
import { NewClientDialog } from './new-client-dialog';
import { BANK_DESK_TABS, useBankDeskParams } from './use-bank-desk-params';
import '../bank-services.css';

export interface BankServicesDeskProps {
  currentUser: CurrentStaff | null;
  /** Active staff for the assignee and agent filters; undefined while loading or unreadable. */
  staffOptions: readonly StaffChoice[] | undefined;
  staffUnavailable?: boolean;
}

/** The bank desk: requests from /banking and the bank's clients, one tab each (?tab=). */
export function BankServicesDesk({
  currentUser,
  staffOptions,
  staffUnavailable,
}: BankServicesDeskProps) {
  const { t } = useTranslation('bank-services');
  const { tab, selectTab } = useBankDeskParams();
  const [creating, setCreating] = useState(false);
  if (!currentUser || !canViewBankServices(currentUser)) {
    return <ReadDeniedNotice message={t('readDenied')} />;
  }
  const canManage = canManageBankServices(currentUser);
  return (
    <>
      <p className="page__lead">{t('lead')}</p>
      {!canManage && <p className="notice">{t('readOnlyNotice')}</p>}
      <Tabs
        idPrefix="bank-desk"
        label={t('tabs.label')}
        tabs={BANK_DESK_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        selected={tab}
        onSelect={selectTab}
      >
        {tab === 'requests' ? (
          <BankRequestList
            currentUser={currentUser}
            staffOptions={staffOptions}
            staffUnavailable={staffUnavailable}
          />
        ) : (
          <>
            {canManage && (
              <div className="action-row">
                <Button onClick={() => setCreating(true)}>{t('newClient.open')}</Button>
              </div>
            )}
            <BankClientList staffOptions={staffOptions} staffUnavailable={staffUnavailable} />
            <NewClientDialog open={creating} onClose={() => setCreating(false)} />
          </>
        )}
      </Tabs>
    </>
  );
}
