import type { SafetyWords } from './safety-words-shape';

export const ar: SafetyWords = {
  intlLocale: 'ar-u-nu-latn',
  labelled: (label, value) => `${label}: ${value}`,
  timeIn: (local, zone) => `${local} (${zone})`,
  utcUnknownZone: (utc) => `${utc} بالتوقيت العالمي (لا نعرف منطقتك الزمنية)`,
  invitation: {
    subject: (her) => `تطلب منك ${her} أن تكون جهة اتصال موثوقة لها على SafeTrails`,
    lead: (her, contact) =>
      `مرحبًا ${contact}، تسافر ${her} مع SafeTrails وتودّ أن تكون إحدى جهات الاتصال الموثوقة لديها.`,
    what: 'إذا قبلت، سيراسلك SafeTrails إذا فاتها موعد تسجيل الاطمئنان، أو أرسلت نداء استغاثة، أو لم تُجب بعد كارثة قريبة منها، مع مكان وجودها وأرقام الطوارئ المحلية. لن تتلقى أي شيء آخر.',
    consent: 'لن يُرسل أي شيء آخر إلى هذا العنوان حتى تقبل. يمكنك التوقف في أي وقت من أي رسالة.',
    accept: 'قبول',
    decline: 'رفض',
  },
  reminder: {
    subject: (due) => `سجّلي اطمئنانك قبل ${due}`,
    lead: (due) => `موعد تسجيل اطمئنانك التالي ${due}. اضغطي «أنا بخير» لتسجيله.`,
    imOk: 'أنا بخير',
    pushTitle: 'حان وقت تسجيل الاطمئنان',
    pushBody: (due) => `الموعد ${due}. اضغطي «أنا بخير».`,
    ifNot: (grace) => `إذا لم تسجّلي اطمئنانك بعد ${grace} دقيقة من الموعد، تُبلَّغ جهات اتصالك الموثوقة.`,
  },
  missed: {
    subject: (her) => `فات ${her} موعد تسجيل الاطمئنان`,
    lead: (her, dueHers, dueTheirs) =>
      `لم تسجّل ${her} اطمئنانها في الموعد ${dueHers} (بتوقيتك: ${dueTheirs})، وانقضت مهلتها.`,
  },
  late: {
    subject: (her) => `سجّلت ${her} اطمئنانها`,
    lead: (her, at) =>
      `سجّلت ${her} اطمئنانها في ${at}، بعد الموعد الذي فاتها. لا حاجة للتصرف بناءً على رسالتنا الأخيرة.`,
  },
  sos: {
    subject: (her) => `نداء استغاثة من ${her}`,
    lead: (her, at) => `أرسلت ${her} نداء استغاثة من SafeTrails في ${at}. حاول الوصول إليها الآن.`,
  },
  safetyCheck: {
    subject: 'هل أنتِ بأمان؟',
    lead: (city) => `صدر تنبيه رسمي يشمل ${city}، حيث أنتِ اليوم. هل أنتِ بأمان؟`,
    says: (organisation) => `تقول ${organisation}:`,
    imSafe: 'أنا بأمان',
    pushTitle: 'هل أنتِ بأمان؟',
    pushBody: (city) => `صدر تنبيه رسمي يشمل ${city}. اضغطي «أنا بأمان».`,
    ifNot: (by) => `إذا لم تُجيبي قبل ${by}، تُبلَّغ جهات اتصالك الموثوقة.`,
  },
  markedSafe: {
    subject: (her) => `أكّدت ${her} أنها بأمان`,
    lead: (her, organisation) => `أكّدت ${her} أنها بأمان بعد هذا التنبيه (${organisation}):`,
  },
  unanswered: {
    subject: (her) => `لم تُجب ${her} بعد تنبيه`,
    lead: (her, city, organisation) =>
      `صدر تنبيه رسمي يشمل ${city}، حيث توجد ${her} اليوم، ولم تُجب عمّا إذا كانت بأمان. التنبيه (${organisation}):`,
  },
  facts: {
    where: 'مكان وجودها',
    fromCheckIn: 'حسب آخر تسجيل اطمئنان',
    fromTrip: 'حيث تضعها رحلتها اليوم',
    unknownWhere: 'غير معروف: لا رحلة لها اليوم ولم تسجّل اطمئنانها من مدينة',
    lastCheckIn: 'آخر تسجيل اطمئنان',
    noCheckIn: 'لا شيء بعد',
    mapPoint: 'نقطة على الخريطة تشاركها',
    numbersIn: (country) => `أرقام الطوارئ في ${country}`,
    services: {
      general: 'الطوارئ',
      police: 'الشرطة',
      ambulance: 'الإسعاف',
      fire: 'الإطفاء',
      touristPolice: 'الشرطة السياحية',
      womensHelpline: 'خط مساعدة النساء',
    },
    sourceOf: (organisation, date) => `المصدر: ${organisation}، ${date}`,
    noNumbers: (country) => `لا يملك SafeTrails رقم طوارئ من مصدر رسمي لـ${country}.`,
    checkAt: 'تحقّق هنا',
    herGovernment: (country) => `حكومتها في ${country}`,
    noHome: 'لم تذكر بلدها الأصلي، لذا لا يمكننا تسمية سفارتها.',
    noMission: (country) => `لا يملك SafeTrails جهة اتصال لحكومتها في ${country} من صفحاتها الرسمية.`,
    phone: 'الهاتف',
    emergencyPhone: 'الطوارئ',
    citizensLine: 'خط المواطنين',
    whatToDo: 'ما العمل',
    steps: [
      'حاول الوصول إليها: اتصل بها أو راسلها.',
      'إذا لم تتمكن من الوصول إليها وخشيت على سلامتها، اتصل برقم الطوارئ المحلي أعلاه أو بخط حكومتها.',
    ],
  },
  footer: {
    whyInvited: (her) => `تتلقى هذه الرسالة الوحيدة لأن ${her} أدخلت هذا العنوان على SafeTrails.`,
    why: (her) => `تتلقى هذا لأنك قبلت أن تكون جهة اتصال موثوقة لـ${her} على SafeTrails.`,
    stop: 'التوقف عن تلقي هذه الرسائل',
    see: 'عرض ما تشاركه',
  },
};
