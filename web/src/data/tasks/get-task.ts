import { COLLECTIONS } from '@centre/domain/collections';
import { liveDocumentHook } from '../live-document';
import { taskConverter } from './converter';
import { taskKeys } from './keys';

/**
 * One task, live (the assignee's move shows on the author's open page): null while there is no
 * such document; a task the rules do not let the user read is a permission-denied error.
 */
export const useTask = liveDocumentHook(COLLECTIONS.tasks, taskConverter, taskKeys.detail);
