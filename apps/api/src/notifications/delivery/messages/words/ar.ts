import type { NotificationWords } from './words-shape';
import { longDay, pluralOf } from './word-helpers';

/** Western digits, as the app and the traveller's phone dial them. */
const LOCALE = 'ar-u-nu-latn';

/** "3 تنبيهات منخفضة الخطورة": Arabic has a form for one, two, three to ten, eleven to ninety-nine and the rest. */
function alerts(count: number): string {
  switch (pluralOf('ar', count)) {
    case 'zero':
      return 'لا تنبيهات منخفضة الخطورة';
    case 'one':
      return 'تنبيه واحد منخفض الخطورة';
    case 'two':
      return 'تنبيهان منخفضا الخطورة';
    case 'few':
      return `${count} تنبيهات منخفضة الخطورة`;
    case 'many':
      return `${count} تنبيهًا منخفض الخطورة`;
    case 'other':
      return `${count} تنبيه منخفض الخطورة`;
  }
}

export const ar: NotificationWords = {
  intlLocale: LOCALE,
  severities: { critical: 'حرجة', high: 'عالية', medium: 'متوسطة', low: 'منخفضة' },
  types: {
    crime: 'الجريمة',
    weather: 'الطقس',
    transportation: 'النقل',
    health: 'الصحة',
    civil_unrest: 'اضطرابات مدنية',
    natural_disaster: 'كارثة طبيعية',
    other: 'أخرى',
  },
  kinds: {
    earthquake: 'زلزال',
    tropical_cyclone: 'إعصار مداري',
    flood: 'فيضان',
    volcano: 'بركان',
    drought: 'جفاف',
    wildfire: 'حريق غابات',
    travel_advice: 'نصيحة سفر',
  },
  official: (source) => `رسمي: ${source}`,
  verified: 'تحقّق منه فريق الإشراف في SafeTrails',
  unverified: 'بلاغ من المجتمع، غير موثّق',
  labelled: (label, value) => `${label}: ${value}`,
  inPlace: (place) => (place ? `في ${place}` : 'قرب أحد أماكنك'),
  fromPlace: (distance, place) => `على بعد ${distance} من ${place ?? 'أحد أماكنك'}`,
  localTime: (local, zone, utc) => `${local} بالتوقيت المحلي (${zone})؛ ${utc}`,
  severityAlert: (severity, update) => `${update ? 'تحديث · ' : ''}تنبيه بخطورة ${severity}`,
  subject: (alert, what, where) => `${alert}: ${what} ${where}`,
  pushTitle: (alert, what, where) => `${alert}: ${what} ${where}`,
  lead: (what, where) => `${what} ${where}، وهو من الأماكن التي تتابعها.`,
  updatedLead: (what, where) => `تم تحديث التنبيه الذي أرسلناه إليك (${what} ${where}).`,
  says: (organisation) => `بحسب ${organisation}:`,
  severity: 'الخطورة',
  sourceScale: (scale) => `(بحسب مقياس المصدر نفسه: ${scale})`,
  when: 'متى',
  source: 'المصدر',
  licence: 'الترخيص',
  openAlert: 'افتح التنبيه',
  why: (place) =>
    place
      ? `تصلك هذه الرسالة لأن ${place} من الأماكن التي تتابعها على SafeTrails.`
      : 'تصلك هذه الرسالة لأن التنبيه يخص أحد الأماكن التي تتابعها على SafeTrails.',
  changeSettings: 'غيّر ما يصلك ومتى',
  unsubscribe: 'إلغاء الاشتراك',
  confirmation: {
    subject: 'أكّد عنوانك لتنبيهات SafeTrails',
    asked: 'طلبت من SafeTrails أن يرسل إليك عبر البريد الإلكتروني تنبيهات السلامة للأماكن التي تتابعها.',
    confirm: 'أكّد هذا العنوان',
    expiry: 'يعمل الرابط لمدة 7 أيام. إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يُرسَل شيء.',
  },
  digest: {
    count: (count) => `${alerts(count)} لأماكنك`,
    day: longDay(LOCALE),
    subject: (count, day) => `${count} (${day})`,
    intro: (day) => `ملخصك اليومي لتنبيهات الخطورة المنخفضة في الأماكن التي تتابعها، ${day}:`,
    open: 'افتح',
    oneByOne: 'استلمها واحدًا تلو الآخر، أو غيّر ما يصلك',
    pushBody: 'ملخصك اليومي من SafeTrails',
    pushSource: 'الملخص اليومي من SafeTrails',
  },
};
