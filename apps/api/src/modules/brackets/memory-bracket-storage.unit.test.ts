import { describe } from 'vitest';
import { storageContract } from './bracket-storage.contract';
import { MemoryBracketStorage } from './memory-bracket-storage';

describe('the bracket storage in memory', () => {
  storageContract(async () => new MemoryBracketStorage());
});
