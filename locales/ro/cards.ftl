## Numele cărților și ale culorilor.
## Numele sunt cele spuse de jucătorii din România și tipărite pe paginile românești de reguli:
## Stop, +2, Joker, Joker +4 (substantive neutre, cu culoarea la masculin: „Stop roșu”, „un +2
## galben”) și Inversare (feminin: „Inversare roșie”, „o Inversare galbenă”) pentru Reverse:
## „retur” înseamnă pentru un român drumul înapoi sau marfa returnată, nu schimbarea sensului.
## $case: varianta implicită (nom) este forma de bază („7 roșu”, pe etichete și în liste).
## def este forma din propoziții, cu articolul nehotărât și cu numărul în cifre, ca în liste
## („Ioana joacă un 7 roșu”, „Ioana joacă un Stop roșu”, „o Inversare verde”, „un Joker”).
## alt: formă doar primită când o scrie jucătorul, niciodată spusă: numărul în litere („șapte
## roșu”: scris „7 roșu” ar fi poziția 7 din mână) și numele vechi (Stai o tură, Trage două, Wild).
## .typed: alte nume primite, despărțite prin virgule: Retur și Inversează (numele de dinainte),
## Inversare cu culoarea la masculin, cum o scrie repede jucătorul („inversare roșu”), „plus doi”,
## „plus patru”, cum se spune la masă.
## Culori: f este forma de feminin, care se acordă cu „culoarea” („culoarea roșie”).
## .gender: m pentru cărțile neutre (se acordă la singular ca masculinele), f pentru Inversare.

color-name = { $case ->
    [f] { $color ->
        [red] roșie
        [yellow] galbenă
        [green] verde
       *[blue] albastră
    }
   *[nom] { $color ->
        [red] roșu
        [yellow] galben
        [green] verde
       *[blue] albastru
    }
}
    .gender = f

card-name = { $case ->
    [def] { $kind ->
        [number] un { $number } { color-name }
        [skip] un Stop { color-name }
        [reverse] o Inversare { $color ->
            [red] roșie
            [yellow] galbenă
            [green] verde
           *[blue] albastră
        }
        [draw_two] un +2 { color-name }
        [wild_draw_four] un Joker +4
       *[wild] un Joker
    }
    [alt] { $kind ->
        [number] { $number ->
            [0] zero
            [1] unu
            [2] doi
            [3] trei
            [4] patru
            [5] cinci
            [6] șase
            [7] șapte
            [8] opt
            [9] nouă
           *[other] { $number }
        } { color-name }
        [skip] Stai o tură { color-name }
        [reverse] Inversează { color-name }
        [draw_two] Trage două { color-name }
        [wild_draw_four] Wild trage patru
       *[wild] Wild
    }
   *[nom] { $kind ->
        [number] { $number } { color-name }
        [skip] Stop { color-name }
        [reverse] Inversare { $color ->
            [red] roșie
            [yellow] galbenă
            [green] verde
           *[blue] albastră
        }
        [draw_two] +2 { color-name }
        [wild_draw_four] Joker +4
       *[wild] Joker
    }
}
    .gender = { $kind ->
        [reverse] f
       *[other] m
    }
    .typed = { $kind ->
        [reverse] { $color ->
            [red] Retur roșu, Inversează roșu, Inversare roșu
            [yellow] Retur galben, Inversează galben, Inversare galben
            [green] Retur verde, Inversează verde
           *[blue] Retur albastru, Inversează albastru, Inversare albastru
        }
        [draw_two] { $color ->
            [red] plus doi roșu
            [yellow] plus doi galben
            [green] plus doi verde
           *[blue] plus doi albastru
        }
        [wild_draw_four] plus patru, Joker plus patru
       *[other] {""}
    }
