import { ensureChatIndexes } from '../chat/repository';
import { ensureDirectoryIndexes } from '../directory/repository';
import { ensureFriendIndexes } from '../friends/repository';
import { ensureGiftIndexes } from '../gifts/repository';
import { ensureCrewIndexes } from '../crews/repository';
import { ensureLeagueIndexes } from '../league/repository';
import { ensureResultIndexes } from '../league/results';
import { ensureSafetyIndexes } from '../safety/repository';

/** Every index before the first write (unique and partial indexes matter for correctness). */
export async function ensureSocialIndexes(): Promise<void> {
  await Promise.all([
    ensureLeagueIndexes(),
    ensureResultIndexes(),
    ensureCrewIndexes(),
    ensureDirectoryIndexes(),
    ensureFriendIndexes(),
    ensureSafetyIndexes(),
    ensureChatIndexes(),
    ensureGiftIndexes(),
  ]);
}
