import { useTranslation } from 'react-i18next';
import type { CursorRecordListWords } from '../../../components/cursor-record-list';

/** The words of a tab's list: its own under `<tab>` in the namespace, the rest shared. */
export function useListWords(tab: 'requests' | 'clients'): CursorRecordListWords {
  const { t } = useTranslation('bank-services');
  return {
    counts: t(`${tab}.counts`),
    countsAll: t('countsAll'),
    countsFailed: t('countsFailed'),
    filters: t(`${tab}.filters`),
    status: t('filters.status'),
    allStatuses: t('filters.allStatuses'),
    assignee: (key) => t(`filters.${key}`),
    clear: t('filters.clear'),
    export: t('export'),
    exporting: (count) => t('exporting', { count }),
    exported: (count) => t('exported', { count }),
    exportFailed: t('exportFailed'),
    caption: t(`${tab}.table.caption`),
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
