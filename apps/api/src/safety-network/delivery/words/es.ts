import type { SafetyWords } from './safety-words-shape';

export const es: SafetyWords = {
  intlLocale: 'es',
  labelled: (label, value) => `${label}: ${value}`,
  timeIn: (local, zone) => `${local} (${zone})`,
  utcUnknownZone: (utc) => `${utc} UTC (no sabemos tu zona horaria)`,
  invitation: {
    subject: (her) => `${her} te pide que seas su contacto de confianza en SafeTrails`,
    lead: (her, contact) =>
      `Hola, ${contact}: ${her} viaja con SafeTrails y quiere que seas uno de sus contactos de confianza.`,
    what: 'Si aceptas, SafeTrails te escribirá si no hace una comprobación a tiempo, si envía un SOS o si no responde tras un desastre cerca de ella, con dónde está y los números de emergencia locales. No recibirás nada más.',
    consent:
      'Hasta que aceptes, no se envía nada más a esta dirección. Puedes dejarlo cuando quieras desde cualquier mensaje.',
    accept: 'Aceptar',
    decline: 'Rechazar',
  },
  reminder: {
    subject: (due) => `Avisa de que estás bien antes de las ${due}`,
    lead: (due) => `Tu próxima comprobación vence a las ${due}. Pulsa «Estoy bien» para avisar.`,
    imOk: 'Estoy bien',
    pushTitle: 'Hora de avisar de que estás bien',
    pushBody: (due) => `Vence a las ${due}. Pulsa «Estoy bien».`,
    ifNot: (grace) => `Si no has avisado ${grace} minutos después, se informará a tus contactos de confianza.`,
  },
  missed: {
    subject: (her) => `${her} no ha hecho su comprobación`,
    lead: (her, dueHers, dueTheirs) =>
      `${her} no hizo la comprobación prevista para ${dueHers} (tu hora: ${dueTheirs}), y su margen ya ha pasado.`,
  },
  late: {
    subject: (her) => `${her} ha avisado de que está bien`,
    lead: (her, at) =>
      `${her} avisó de que está bien a las ${at}, después de la comprobación que no hizo. No hace falta actuar por nuestro último mensaje.`,
  },
  sos: {
    subject: (her) => `SOS de ${her}`,
    lead: (her, at) => `${her} envió un SOS desde SafeTrails a las ${at}. Intenta contactar con ella ahora.`,
  },
  safetyCheck: {
    subject: '¿Estás bien?',
    lead: (city) => `Una alerta oficial afecta a ${city}, donde estás hoy. ¿Estás bien?`,
    says: (organisation) => `${organisation} dice:`,
    imSafe: 'Estoy a salvo',
    pushTitle: '¿Estás bien?',
    pushBody: (city) => `Una alerta oficial afecta a ${city}. Pulsa «Estoy a salvo».`,
    ifNot: (by) => `Si no has respondido antes de ${by}, se informará a tus contactos de confianza.`,
  },
  markedSafe: {
    subject: (her) => `${her} ha indicado que está a salvo`,
    lead: (her, organisation) => `${her} ha indicado que está a salvo tras esta alerta (${organisation}):`,
  },
  unanswered: {
    subject: (her) => `${her} no ha respondido tras una alerta`,
    lead: (her, city, organisation) =>
      `Una alerta oficial afecta a ${city}, donde ${her} está hoy, y no ha respondido si está a salvo. La alerta (${organisation}):`,
  },
  facts: {
    where: 'Dónde está',
    fromCheckIn: 'según su última comprobación',
    fromTrip: 'donde la sitúa hoy su viaje',
    unknownWhere: 'no se sabe: no tiene viaje para hoy ni ha avisado desde una ciudad',
    lastCheckIn: 'Última comprobación',
    noCheckIn: 'ninguna todavía',
    mapPoint: 'Punto del mapa que comparte',
    numbersIn: (country) => `Números de emergencia en ${country}`,
    services: {
      general: 'Emergencias',
      police: 'Policía',
      ambulance: 'Ambulancia',
      fire: 'Bomberos',
      touristPolice: 'Policía turística',
      womensHelpline: 'Línea de ayuda para mujeres',
    },
    sourceOf: (organisation, date) => `fuente: ${organisation}, ${date}`,
    noNumbers: (country) => `SafeTrails no tiene un número de emergencia de ${country} de una fuente oficial.`,
    checkAt: 'Consúltalo aquí',
    herGovernment: (country) => `Su gobierno en ${country}`,
    noHome: 'No ha indicado su país de origen, así que no podemos nombrar su embajada.',
    noMission: (country) => `SafeTrails no tiene un contacto de su gobierno en ${country} de sus propias páginas.`,
    phone: 'Teléfono',
    emergencyPhone: 'Emergencias',
    citizensLine: 'Línea para ciudadanos',
    whatToDo: 'Qué hacer',
    steps: [
      'Intenta contactar con ella: llámala o escríbele.',
      'Si no lo consigues y temes por su seguridad, llama al número de emergencia local de arriba o a la línea de su gobierno.',
    ],
  },
  footer: {
    whyInvited: (her) => `Recibes este único mensaje porque ${her} indicó esta dirección en SafeTrails.`,
    why: (her) => `Recibes esto porque aceptaste ser contacto de confianza de ${her} en SafeTrails.`,
    stop: 'Dejar de recibir estos mensajes',
    see: 'Ver lo que comparte',
  },
};
