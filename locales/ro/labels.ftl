## uno-access labels: pagini pentru imprimanta Braille, etichete pentru colțul cărților, hârtie cu microcapsule, nota de transcriere

labels-help-content = name = codul urmat de numele cărții, un rând sau mai multe, pentru liste de referință; code = doar codul din colț, 3 sau 4 celule (sub 25 mm), de lipit în colțul unei cărți (o carte are 56 mm lățime). Foile svg și pdf conțin întotdeauna codul.
labels-help-size = pagina imprimantei Braille pentru fișierele brf: na = hârtie Braille nord-americană, 11,5 × 11 inchi, 40 de celule pe rând și 25 de rânduri; a4 = A4, 30 de celule pe rând și 27 de rânduri; a4-31 = 31 de celule și 28 de rânduri; a4-32 = 32 de celule și 29 de rânduri
labels-help-cells = numărul de celule pe un rând al paginii brf, de la { $low } la { $high }, în locul valorii mărimii alese
labels-help-lines = numărul de rânduri pe o pagină brf, de la { $low } la { $high }, în locul valorii mărimii alese
labels-help-media = pe ce se tipăresc foile: swell = hârtie cu microcapsule (swell paper), deci textul tipărit are o culoare care nu se umflă; paper = hârtie obișnuită
labels-help-print = cum tipăresc svg și pdf titlul, legendele și liniile de tăiere: color = într-un albastru care nu se umflă; black = în negru, care se umflă pe hârtia cu microcapsule; none = doar Braille. Implicit: color pe hârtia cu microcapsule, black pe hârtia obișnuită
labels-bad-number = { $option }: „{ $value }” nu este un număr întreg de la { $low } la { $high }.
labels-need-liblouis-note = Titlul și nota de transcriere în Braille au nevoie de liblouis (comanda lou_translate, pachetul Debian liblouis-bin); titlul este scris UNO, iar nota este omisă.
labels-need-liblouis-title = Titlul în Braille al foilor are nevoie de liblouis (comanda lou_translate, pachetul Debian liblouis-bin); foile au titlul UNO.

## Nota de transcriere de pe pagina 1 a unui fișier brf, în Braille prin liblouis.
## $red $yellow $green $blue: numele culorilor; $number $draw $reverse $skip $wild $wild4: nume de cărți.

labels-note-heading = Notă de transcriere
labels-note-code-deck = Fiecare etichetă începe cu codul cărții așa cum îl scrie pachetul UNO Braille: litere și cifre fără semnul de număr și fără semnul de literă; o cifră este litera de pe același loc de la a la j, deci 1 este a, 2 este b și 0 este j.
labels-note-code-ueb = Fiecare etichetă începe cu codul cărții în UEB de gradul 1, cu semnul de număr înaintea cifrelor.
labels-note-parts = Prima literă a codului este culoarea: r { $red }, y { $yellow }, g { $green }, b { $blue }. O carte cu număr are apoi cifra sa și x, deci { $code_number } este { $number }. Celelalte coduri: { $code_draw } este { $draw }, { $code_reverse } { $reverse }, { $code_skip } { $skip }, { $code_wild } { $wild }, iar { $code_wild4 } { $wild4 }.
labels-note-name = După cod urmează numele cărții.
labels-note-name-count = După cod urmează numele cărții și apoi semnul înmulțirii cu numărul de cărți de acest fel dintr-un pachet.
labels-note-code-only = Fiecare etichetă este doar codul, destul de mică pentru colțul unei cărți.
labels-note-embossing = Acest fișier este făcut pentru imprimare Braille pe o singură față; celule pe rând: { $cells }, rânduri pe pagină: { $lines }. Folosește tabelul ASCII Braille nord-american, ca orice fișier BRF.
