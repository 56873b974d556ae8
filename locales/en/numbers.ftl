## Numbers in words, for NUM($count, gender: ..., case: ...) (uno_access/i18n.py).
## A screen reader and espeak-ng read digits in one fixed form; in words a translation can make a
## number agree with its noun. A number with its own message number-<n> is that message (a part
## of a larger number tries number-<n>-compound first); any other number up to 999 is made of
## its hundreds and the rest (number-hundreds-join) or its tens and units (number-tens-join).
## Every language defines 0-20, the tens, the hundreds and both joins, plus its irregular
## numbers. Variables: $gender (feminine, masculine, neuter or other) and $case (nom, acc...)
## as the sentence passes them; $tens, $units, $hundreds, $rest are the parts already in words.

number-0 = zero
number-1 = one
number-2 = two
number-3 = three
number-4 = four
number-5 = five
number-6 = six
number-7 = seven
number-8 = eight
number-9 = nine
number-10 = ten
number-11 = eleven
number-12 = twelve
number-13 = thirteen
number-14 = fourteen
number-15 = fifteen
number-16 = sixteen
number-17 = seventeen
number-18 = eighteen
number-19 = nineteen
number-20 = twenty
number-30 = thirty
number-40 = forty
number-50 = fifty
number-60 = sixty
number-70 = seventy
number-80 = eighty
number-90 = ninety
number-100 = one hundred
number-200 = two hundred
number-300 = three hundred
number-400 = four hundred
number-500 = five hundred
number-600 = six hundred
number-700 = seven hundred
number-800 = eight hundred
number-900 = nine hundred
# twenty-one
number-tens-join = { $tens }-{ $units }
# one hundred one (US style, without "and")
number-hundreds-join = { $hundreds } { $rest }
