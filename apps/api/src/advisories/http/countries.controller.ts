/**
 * `/api/countries`: each government's travel advice side by side and the emergency numbers, every
 * fact with its source, dates and licence. Public: safety information is for everyone.
 */
import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { CountryAreas, CountryDetail, CountryListItem } from '@safetrails/contracts';
import { Access } from '../../platform/http/access.decorator';
import { CountryReader } from '../queries/country.reader';
import { CountryAreasReader } from '../queries/country-areas.reader';

@ApiTags('countries')
@Controller('countries')
export class CountriesController {
  constructor(
    private readonly countries: CountryReader,
    private readonly areasReader: CountryAreasReader,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({
    summary:
      'Every country with official advice: highest and median level (1-4), how many governments advise, and the leading government’s finding on same-sex relations',
  })
  list(): Promise<CountryListItem[]> {
    return this.countries.list();
  }

  @Get(':code')
  @Access('public')
  @ApiParam({ name: 'code', description: 'ISO 3166-1 alpha-2, for example FR', example: 'FR' })
  @ApiOperation({
    summary:
      "A country's advice from each government, its emergency numbers, LGBT+ legal facts, embassies, laws, getting around, health, entry per passport and biggest cities",
  })
  @ApiOkResponse({
    description:
      "`{ code, name, highestLevel, medianLevel, sources, advisories: [{ source, level, sourceLevel, title, summary, indicators, regions, issuedAt, retrievedAt, url, licence, stale }], emergency, lgbt: { sameSexActs: { status, appliesTo, maxPenalty, legalBy, source, url, asOf, licence, stale, words }, genderExpression, propagandaLaw, genderRecognition, statements, disagreements } | null, embassies: [{ of, organisation, name, address, phone, emergencyPhone, emergencyLabel, url, sourceUrl, checkedAt, source, stale }], citizensLines: [{ source, of, nationality, organisation, phone, label, sourceUrl, checkedAt, stale }], laws | transport | health: { kind, topics: [{ topic, offence?, lead: { topic, value, offence?, period?, source, organisation, url, asOf, licence, stale, words }, statements, disagree }], pages: [{ source, organisation, page, url, asOf, licence, stale, excerpt }], unstated } | null, entry: [{ source, passport, nationality, page, findings, unstated }], cities }`. The law on same-sex relations leads with the most severe finding any government states; so does each laws, transport and health topic with a scale (a drug offence's heaviest penalty: death, life, years, prison, fine; yellow fever: required, required from risk countries, recommended; tap water unsafe before safe; medical care limited before good). Entry is each government's facts for its own citizens (`passport`: ISO alpha-2). The LGBT+ facts, embassies, laws, transport, health and entry are read off the same government pages (docs/TRAVELLERS.md); `words` and `excerpt` are the page's own text, verbatim; a topic no page states is listed in `unstated`. Sources and licences: US Department of State (public domain), UK FCDO (Open Government Licence v3.0), Government of Canada (Open Government Licence – Canada), Smartraveller (CC BY 4.0), Ireland DFA.",
  })
  detail(@Param('code') code: string): Promise<CountryDetail> {
    return this.countries.detail(countryCodeOf(code));
  }

  @Get(':code/areas')
  @Access('public')
  @ApiParam({ name: 'code', description: 'ISO 3166-1 alpha-2, for example MX', example: 'MX' })
  @ApiOperation({
    summary:
      "The governments' regional advice as geography: each city's level per government, border zones with their boundary lines (Natural Earth), and the areas nothing places",
  })
  @ApiOkResponse({
    description:
      '`{ code, governments, cities: [{ id, name, latitude, longitude, population, levels: { us: { level, appliesAs } } }], borders: [{ source, area, level, neighbour, km, kmStated, lines }], zones: [{ source, area, level, name, polygons }], unresolved: [{ source, organisation, area, level, unplaced }], resolution: { resolved, total } }`',
  })
  areas(@Param('code') code: string): Promise<CountryAreas> {
    return this.areasReader.areas(countryCodeOf(code));
  }
}

/** The route's code as ISO alpha-2 upper case, or a 400 naming `code`. */
function countryCodeOf(code: unknown): string {
  if (typeof code !== 'string' || !/^[A-Za-z]{2}$/.test(code)) {
    throw new BadRequestException({
      statusCode: 400,
      error: 'Bad Request',
      message: 'code must be an ISO 3166-1 alpha-2 country code (two letters, for example FR)',
      errors: [{ field: 'code', rule: 'isISO31661Alpha2', message: 'must be two letters (ISO 3166-1 alpha-2)' }],
    });
  }
  return code.toUpperCase();
}
