/**
 * /countries: every country with official advice, to sort and filter by the governments' most
 * cautious level and by the law on same-sex relations as the leading government states it. The
 * filters live in the address, so a list can be shared. Each row links its country page, where every
 * fact has its source and date.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { Globe2 } from 'lucide-react';
import { ADVISORY_SOURCE_INFO, type CountryListItem, type SameSexActsStatus } from '@safetrails/contracts';
import { Spinner } from '@/components/ui/spinner';
import { SelectField } from '@/components/ui/select-field';
import { useCountryList } from '../api/list-countries';
import { medianText } from '../lib/advisory-text';
import {
  filterCountries,
  labelsOf,
  LEVEL_FILTERS,
  queryOf,
  SAME_SEX_FILTERS,
  SORTS,
  type CountryListQuery,
} from '../lib/country-list-filters';
import { AdvisoryLevelBadge } from './advisory-level-badge';
import '@/styles/countries.css';

const SAME_SEX_TEXT: Readonly<Record<SameSexActsStatus, string>> = {
  legal: 'Legal',
  criminalised: 'A crime',
  de_facto_criminalised: 'Prosecuted under other laws',
};

function SameSex({ country }: { readonly country: CountryListItem }) {
  const acts = country.sameSexActs;
  if (!acts) return <span className="muted">No government states it</span>;
  return (
    <span className={`same-sex same-sex-${acts.status}`}>
      {SAME_SEX_TEXT[acts.status]} <span className="muted">(per {ADVISORY_SOURCE_INFO[acts.source].organisation})</span>
    </span>
  );
}

export function CountryList() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const list = useCountryList();
  const set = (key: keyof CountryListQuery, value: string) =>
    setParams(
      () => {
        // From the address as it is now, not as of the last render: React Router's `current` is the
        // render's, so a second change right after a first (two selects in a row) would undo it.
        const next = new URLSearchParams(window.location.search);
        if (value === 'any' || (key === 'sort' && value === 'name')) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const shown = list.data ? filterCountries(list.data, query) : [];
  return (
    <article className="container country-list-page" aria-labelledby="countries-title">
      <header className="country-header">
        <p className="eyebrow">
          <Globe2 aria-hidden="true" size={14} /> Countries
        </p>
        <h1 id="countries-title">Countries</h1>
        <p className="lead">
          The governments&apos; most cautious level for each country and the law on same-sex relations, as the
          governments&apos; own pages state it. Open a country for each fact&apos;s source and date.
        </p>
      </header>
      <form className="country-list-filters" aria-label="Filter countries" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label="Advisory level"
          name="level"
          options={LEVEL_FILTERS.map((option) => option.key)}
          optionLabels={labelsOf(LEVEL_FILTERS)}
          value={query.level}
          onChange={(value) => set('level', value ?? 'any')}
        />
        <SelectField
          label="Same-sex relations"
          name="sameSex"
          options={SAME_SEX_FILTERS.map((option) => option.key)}
          optionLabels={labelsOf(SAME_SEX_FILTERS)}
          value={query.sameSex}
          onChange={(value) => set('sameSex', value ?? 'any')}
        />
        <SelectField
          label="Order"
          name="sort"
          options={SORTS.map((option) => option.key)}
          optionLabels={labelsOf(SORTS)}
          value={query.sort}
          onChange={(value) => set('sort', value ?? 'name')}
        />
      </form>
      {list.isPending ? (
        <Spinner label="Loading countries…" />
      ) : list.isError ? (
        <p role="alert">The countries could not be loaded. Check your connection and try again.</p>
      ) : (
        <>
          <p role="status" className="search-status">
            {shown.length} of {list.data.length} countries
          </p>
          <div className="country-table-wrap">
            <table className="country-table">
              <thead>
                <tr>
                  <th scope="col">Country</th>
                  <th scope="col">Most cautious level</th>
                  <th scope="col">Median</th>
                  <th scope="col">Same-sex relations</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((country) => (
                  <tr key={country.code} data-testid={`country-row-${country.code}`}>
                    <th scope="row">
                      <Link to={`/country/${country.code}`}>{country.name}</Link>
                    </th>
                    <td>
                      <AdvisoryLevelBadge level={country.highestLevel} />
                    </td>
                    <td>{country.medianLevel === null ? '—' : medianText(country.medianLevel)}</td>
                    <td>
                      <SameSex country={country} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </article>
  );
}
