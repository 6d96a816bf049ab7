import { killDuringWritesSuite } from '../../helpers/killDuringWrites';

jest.setTimeout(120_000);

killDuringWritesSuite('postgres');
