import { csvCell, csvFile, csvLine } from '../../server/resources/csv';
import type { ExportColumn } from '../../resources/engine/exportColumns';

describe('CSV cells (SECURITY.md "Input": exports neutralise = + - @)', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvLine(['=HYPERLINK("http://evil")', '+1', '-2+3', '@SUM(A1)'])).toBe(`"'=HYPERLINK(""http://evil"")",'+1,'-2+3,'@SUM(A1)\r\n`);
  });

  it('leaves a number a number, negative ones too: a number is never a formula', () => {
    expect(csvLine([-2.5, 0, 12])).toBe('-2.5,0,12\r\n');
    expect(csvCell('-2.5')).toBe("'-2.5");
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('writes a file headed by its columns, after a byte-order mark, with typed cells: numbers bare, text neutralised', () => {
    const columns: ExportColumn[] = [{ header: 'Amount', kind: 'money', cellOf: (record) => record.amount as number }, { header: 'Note', kind: 'text', cellOf: (record) => record.note as string }];
    expect(csvFile(columns, [{ amount: -25.5, note: '-25.5' }])).toBe("\uFEFFAmount,Note\r\n-25.5,'-25.5\r\n");
  });
});
