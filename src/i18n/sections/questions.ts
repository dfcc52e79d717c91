// Dutch strings of the question inputs and slide validation (docs/product.md §5).
import type { ValidationKey } from '../../rules/slideValidation';

// Compile-time check that every key validateSlide can return has a message.
const validation = {
  ageMissing: 'Geef aan wat je leeftijd is',
  genderMissing: 'Geef aan wat je geslacht is',
  chooseAtLeastOne: 'Kies tenminste één optie',
  chooseOne: 'Kies één van de opties',
  valueRequired: 'Graag een waarde invullen',
  outOfRange: 'De ingevoerde waarde valt niet binnen het bereik',
  bmiIncomplete: 'Voer de benodigde informatie in om je BMI te berekenen',
  hearingTestIncomplete: 'De hoortest is nog niet afgerond',
} as const satisfies Record<ValidationKey, string>;

export const questions = {
  question: {
    skip: 'Ik heb dit onderdeel (nog) niet gedaan',
    optionText: 'Toelichting bij {option}',
    noValue: 'Nog geen waarde gekozen',
    unreadableNumber:
      'Dit getal kunnen we niet lezen. Typ alleen cijfers, met een komma voor de decimalen, bijvoorbeeld 65,5.',
    value: 'Jouw antwoord',
    start: 'Begintijd',
    end: 'Eindtijd',
    rangeUnset: 'Nog geen tijden gekozen',
    bmi: {
      length: 'Lengte (cm)',
      weight: 'Gewicht (kg)',
      result: 'Je BMI is {bmi}: {class}',
      missing: 'Vul je lengte en gewicht in om je BMI te berekenen.',
      unknown: 'Met deze lengte en dit gewicht is geen BMI te berekenen. Kijk je invoer nog even na.',
      underweight: 'ondergewicht',
      normal: 'gezond gewicht',
      overweight: 'overgewicht',
      obese: 'ernstig overgewicht (obesitas)',
    },
    oorcheck: {
      start: 'Doe de Oorcheck',
      result: 'Uitkomst van de Oorcheck (een indicatie): {result}',
      none: 'Je hebt de Oorcheck nog niet gedaan.',
      bad: 'onvoldoende',
      good: 'voldoende',
    },
    meta: {
      age: 'Wat is je leeftijd?',
      ageYears: '{age} jaar',
      ageOlder: '23 jaar of ouder',
      gender: 'Wat is je geslacht?',
      male: 'Man',
      female: 'Vrouw',
      other: 'Anders',
    },
  },
  validation,
} as const;
