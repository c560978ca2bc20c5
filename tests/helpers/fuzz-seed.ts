/**
 * The property-based tests draw their cases from one seed, so a run's verdict is the same every
 * run: FUZZ_SEED picks another (`npm run test:fuzz` takes a new one each time, and fast-check
 * prints the seed of any failure to replay it).
 */
import fc from 'fast-check';

const seed = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20261127);
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
