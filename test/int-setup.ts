// Integration tests start servers and move thousands of events: give them a minute, not Jest's 5 s.
jest.setTimeout(60_000);
