import { csvCell, waitlistCsv } from './waitlist-csv';

describe('waitlist CSV', () => {
  it('has a header and one line per entry with every column, empty for nulls', () => {
    const csv = waitlistCsv([
      {
        id: 'waitlist-abc',
        email: 'ana@example.com',
        name: 'Ana, "the planner"',
        isFrequentTraveler: true,
        company: null,
        role: 'Designer',
        joinedAt: '2025-01-02T03:04:05.000Z',
        invitedAt: null,
        redeemedAt: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,email,name,frequent traveller,company,role,joined at,invited at,redeemed at',
      'waitlist-abc,ana@example.com,"Ana, ""the planner""",true,,Designer,2025-01-02T03:04:05.000Z,,',
    ]);
  });

  it('keeps spreadsheets from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Line\nbreak')).toBe('"Line\nbreak"');
  });
});
