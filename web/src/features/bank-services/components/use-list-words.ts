import { useTranslation } from 'react-i18next';
import type { CursorListWords } from '../../../components/list-controls';

/** The words of a tab's list (its states and pager), from `<tab>.list` in the namespace. */
export function useListWords(tab: 'requests' | 'clients'): CursorListWords {
  const { t } = useTranslation('bank-services');
  return {
    loading: t(`${tab}.list.loading`),
    loadFailed: t(`${tab}.list.loadFailed`),
    readDenied: t('readDenied'),
    tryAgain: t('tryAgain'),
    empty: t(`${tab}.list.empty`),
    emptyFiltered: t(`${tab}.list.emptyFiltered`),
    noMore: t('pager.noMore'),
    pagerLabel: t(`${tab}.pager`),
    page: (page) => t('pager.page', { page }),
    previous: t('pager.previous'),
    next: t('pager.next'),
  };
}
