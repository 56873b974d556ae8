## Nazivi karata i boja.
## card-name se sklanja: $case = nom (nominativ, zadani), acc (akuzativ: „igra crvenu
## sedmicu”), gen (genitiv: „nemaš crvene sedmice”), dat (dativ: „odgovara crvenoj
## sedmici”), ins (instrumental: „uskače crvenom sedmicom”). Akcijske karte u kosim
## padežima dobivaju riječ „karta” („igra crvenu kartu Preskoči”). Divlje karte su džoker i
## džoker Vuci četiri (muški rod, akuzativ kao za živo: „igra džokera”), kako ih zovu igrači.
## Atribut .gender je rod naziva (m za džokere, f za sve ostale: karta, sedmica, nula).
## Atribut .typed su drugi nazivi koje igrač smije upisati (stari naziv Zamjenska karta, „plus
## četiri”, „plus dva”, „stop”), odvojeni zarezima; igra ih nikad ne izgovara.

# Boja sama (crvena boja, bira crvenu boju): ženski rod, kao i riječ „boja”
color-name = { $case ->
    [acc] { $color ->
        [red] crvenu
        [yellow] žutu
        [green] zelenu
       *[blue] plavu
    }
    [gen] { $color ->
        [red] crvene
        [yellow] žute
        [green] zelene
       *[blue] plave
    }
    [dat] { $color ->
        [red] crvenoj
        [yellow] žutoj
        [green] zelenoj
       *[blue] plavoj
    }
    [ins] { $color ->
        [red] crvenom
        [yellow] žutom
        [green] zelenom
       *[blue] plavom
    }
   *[nom] { $color ->
        [red] crvena
        [yellow] žuta
        [green] zelena
       *[blue] plava
    }
}
    .gender = f

card-name = { $kind ->
    [number] { $case ->
        [acc] { $color ->
            [red] crvenu
            [yellow] žutu
            [green] zelenu
           *[blue] plavu
        } { $number ->
            [0] nulu
            [1] jedinicu
            [2] dvojku
            [3] trojku
            [4] četvorku
            [5] peticu
            [6] šesticu
            [7] sedmicu
            [8] osmicu
            [9] devetku
           *[other] { $number }
        }
        [gen] { $color ->
            [red] crvene
            [yellow] žute
            [green] zelene
           *[blue] plave
        } { $number ->
            [0] nule
            [1] jedinice
            [2] dvojke
            [3] trojke
            [4] četvorke
            [5] petice
            [6] šestice
            [7] sedmice
            [8] osmice
            [9] devetke
           *[other] { $number }
        }
        [dat] { $color ->
            [red] crvenoj
            [yellow] žutoj
            [green] zelenoj
           *[blue] plavoj
        } { $number ->
            [0] nuli
            [1] jedinici
            [2] dvojki
            [3] trojki
            [4] četvorki
            [5] petici
            [6] šestici
            [7] sedmici
            [8] osmici
            [9] devetki
           *[other] { $number }
        }
        [ins] { $color ->
            [red] crvenom
            [yellow] žutom
            [green] zelenom
           *[blue] plavom
        } { $number ->
            [0] nulom
            [1] jedinicom
            [2] dvojkom
            [3] trojkom
            [4] četvorkom
            [5] peticom
            [6] šesticom
            [7] sedmicom
            [8] osmicom
            [9] devetkom
           *[other] { $number }
        }
       *[nom] { $color ->
            [red] crvena
            [yellow] žuta
            [green] zelena
           *[blue] plava
        } { $number ->
            [0] nula
            [1] jedinica
            [2] dvojka
            [3] trojka
            [4] četvorka
            [5] petica
            [6] šestica
            [7] sedmica
            [8] osmica
            [9] devetka
           *[other] { $number }
        }
    }
    [skip] { $case ->
        [acc] { $color ->
            [red] crvenu
            [yellow] žutu
            [green] zelenu
           *[blue] plavu
        } kartu Preskoči
        [gen] { $color ->
            [red] crvene
            [yellow] žute
            [green] zelene
           *[blue] plave
        } karte Preskoči
        [dat] { $color ->
            [red] crvenoj
            [yellow] žutoj
            [green] zelenoj
           *[blue] plavoj
        } karti Preskoči
        [ins] { $color ->
            [red] crvenom
            [yellow] žutom
            [green] zelenom
           *[blue] plavom
        } kartom Preskoči
       *[nom] { $color ->
            [red] crvena
            [yellow] žuta
            [green] zelena
           *[blue] plava
        } karta Preskoči
    }
    [reverse] { $case ->
        [acc] { $color ->
            [red] crvenu
            [yellow] žutu
            [green] zelenu
           *[blue] plavu
        } kartu Obrni
        [gen] { $color ->
            [red] crvene
            [yellow] žute
            [green] zelene
           *[blue] plave
        } karte Obrni
        [dat] { $color ->
            [red] crvenoj
            [yellow] žutoj
            [green] zelenoj
           *[blue] plavoj
        } karti Obrni
        [ins] { $color ->
            [red] crvenom
            [yellow] žutom
            [green] zelenom
           *[blue] plavom
        } kartom Obrni
       *[nom] { $color ->
            [red] crvena
            [yellow] žuta
            [green] zelena
           *[blue] plava
        } karta Obrni
    }
    [draw_two] { $case ->
        [acc] { $color ->
            [red] crvenu
            [yellow] žutu
            [green] zelenu
           *[blue] plavu
        } kartu Vuci dvije
        [gen] { $color ->
            [red] crvene
            [yellow] žute
            [green] zelene
           *[blue] plave
        } karte Vuci dvije
        [dat] { $color ->
            [red] crvenoj
            [yellow] žutoj
            [green] zelenoj
           *[blue] plavoj
        } karti Vuci dvije
        [ins] { $color ->
            [red] crvenom
            [yellow] žutom
            [green] zelenom
           *[blue] plavom
        } kartom Vuci dvije
       *[nom] { $color ->
            [red] crvena
            [yellow] žuta
            [green] zelena
           *[blue] plava
        } karta Vuci dvije
    }
    [wild_draw_four] { $case ->
        [acc] džokera Vuci četiri
        [gen] džokera Vuci četiri
        [dat] džokeru Vuci četiri
        [ins] džokerom Vuci četiri
       *[nom] džoker Vuci četiri
    }
   *[wild] { $case ->
        [acc] džokera
        [gen] džokera
        [dat] džokeru
        [ins] džokerom
       *[nom] džoker
    }
}
    .gender = { $kind ->
        [wild] m
        [wild_draw_four] m
       *[other] f
    }
    .typed = { $kind ->
        [wild] Zamjenska karta, Zamjensku kartu, Zamjenskom kartom, karta za promjenu boje, promjena boje
        [wild_draw_four] Zamjenska + izvuci četiri, kartu Zamjenska + izvuci četiri, kartom Zamjenska + izvuci četiri, džoker plus četiri, džoker Izvuci četiri, džokera Izvuci četiri, džokerom Izvuci četiri, plus četiri, kartu plus četiri, +4, džoker +4, džokera plus četiri, džokera +4, džokerom plus četiri
        [draw_two] { $color ->
            [red] crvena plus dva, crvenu plus dva, crvena karta Izvuci dvije, crvenu kartu Izvuci dvije, crveni plus dva, crvena +2, crvenu +2, crveni +2, crvenom kartom plus dva
            [yellow] žuta plus dva, žutu plus dva, žuta karta Izvuci dvije, žutu kartu Izvuci dvije, žuti plus dva, žuta +2, žutu +2, žuti +2, žutom kartom plus dva
            [green] zelena plus dva, zelenu plus dva, zelena karta Izvuci dvije, zelenu kartu Izvuci dvije, zeleni plus dva, zelena +2, zelenu +2, zeleni +2, zelenom kartom plus dva
           *[blue] plava plus dva, plavu plus dva, plava karta Izvuci dvije, plavu kartu Izvuci dvije, plavi plus dva, plava +2, plavu +2, plavi +2, plavom kartom plus dva
        }
        [skip] { $color ->
            [red] crveni stop, crvena karta stop, crvenu kartu stop, crvenom kartom stop, crvena preskoči, crvenu preskoči
            [yellow] žuti stop, žuta karta stop, žutu kartu stop, žutom kartom stop, žuta preskoči, žutu preskoči
            [green] zeleni stop, zelena karta stop, zelenu kartu stop, zelenom kartom stop, zelena preskoči, zelenu preskoči
           *[blue] plavi stop, plava karta stop, plavu kartu stop, plavom kartom stop, plava preskoči, plavu preskoči
        }
        [reverse] { $color ->
            [red] crvena karta Obrni smjer, crvenu kartu Obrni smjer, crvena promjena smjera, crvenu promjenu smjera
            [yellow] žuta karta Obrni smjer, žutu kartu Obrni smjer, žuta promjena smjera, žutu promjenu smjera
            [green] zelena karta Obrni smjer, zelenu kartu Obrni smjer, zelena promjena smjera, zelenu promjenu smjera
           *[blue] plava karta Obrni smjer, plavu kartu Obrni smjer, plava promjena smjera, plavu promjenu smjera
        }
       *[other] {""}
    }
