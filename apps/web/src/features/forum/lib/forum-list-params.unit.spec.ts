import { apiQuery, parseListParams, withListParams } from './forum-list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('parseListParams', () => {
  it('gives the defaults for an empty address: hot, all posts, page 1', () => {
    expect(parse('')).toEqual({ q: '', sort: 'hot', filter: 'all', page: 1, view: 'all' });
  });

  it('orders a search by relevance unless another order is asked for', () => {
    expect(parse('q=pickpockets').sort).toBe('relevance');
    expect(parse('q=pickpockets&sort=new').sort).toBe('new');
  });

  it('falls back to a default for anything unknown', () => {
    expect(parse('sort=loudest&filter=year&page=-2&view=everyone')).toEqual({
      q: '',
      sort: 'hot',
      filter: 'all',
      page: 1,
      view: 'all',
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('sort=relevance').sort).toBe('hot');
  });

  it('reads a full address', () => {
    expect(parse('q=%20night%20bus%20&sort=top&filter=week&page=3&view=mine')).toEqual({
      q: 'night bus',
      sort: 'top',
      filter: 'week',
      page: 3,
      view: 'mine',
    });
  });
});

describe('withListParams', () => {
  it('leaves defaults out of the address and keeps other parameters', () => {
    const next = withListParams(new URLSearchParams('tab=recent&page=4'), {
      q: '',
      sort: 'hot',
      filter: 'all',
      page: 1,
      view: 'all',
    });
    expect(next.toString()).toBe('tab=recent');
  });

  it('writes what differs from the defaults, and reads back the same', () => {
    const params = { q: 'taxi', sort: 'trending', filter: 'day', page: 2, view: 'saved' } as const;
    const next = withListParams(new URLSearchParams(), params);
    expect(next.toString()).toBe('q=taxi&sort=trending&filter=day&page=2&view=saved');
    expect(parseListParams(next)).toEqual(params);
  });
});

describe('apiQuery', () => {
  it('asks the API for the page, the order, the filter and the view', () => {
    expect(apiQuery({ q: '', sort: 'hot', filter: 'all', page: 1, view: 'all' })).toBe('sort=hot&page=1&pageSize=20');
    expect(apiQuery({ q: 'hostel', sort: 'relevance', filter: 'pinned', page: 2, view: 'mine' }, 10)).toBe(
      'q=hostel&sort=relevance&filter=pinned&mine=true&page=2&pageSize=10',
    );
    expect(apiQuery({ q: '', sort: 'new', filter: 'month', page: 1, view: 'saved' })).toBe(
      'sort=new&filter=month&saved=true&page=1&pageSize=20',
    );
  });
});
