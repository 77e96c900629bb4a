import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../admin';
import { defaultBucket } from './bucket';
import { removeUnattachedUploads } from './remove-unattached-uploads';

/**
 * Every hour: files under applications/ that no application lists are deleted once they are 24
 * hours old (issue 9, item 9). A run that fails is simply done again by the next one.
 */
export const cleanUpUploads = onSchedule({ schedule: 'every 60 minutes' }, async () => {
  await removeUnattachedUploads({ bucket: defaultBucket(), db });
});
