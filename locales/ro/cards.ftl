## Numele cărților și ale culorilor.
## $case: varianta implicită (nom) este forma de bază („7 roșu”, pe etichete și în liste).
## def este forma din propoziții, recunoscută și când e scrisă de jucător: cărțile cu număr rămân
## nearticulate, ca la masa de joc, cu numărul în litere („Ioana joacă șapte roșu”; scris „7 roșu”
## ar fi poziția 7 din mână), celelalte primesc „cartea” înaintea numelui, cu culoarea
## la fel ca în forma de bază („cartea Stai o tură roșu”, „cartea Wild”). Culori: f este forma de feminin,
## care se acordă cu „culoarea” („culoarea roșie”). .gender: m pentru numere, f pentru cărțile
## numite cu „cartea”.

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
        [skip] cartea Stai o tură { color-name }
        [reverse] cartea Inversează { color-name }
        [draw_two] cartea Trage două { color-name }
        [wild_draw_four] cartea Wild trage patru
       *[wild] cartea Wild
    }
   *[nom] { $kind ->
        [number] { $number } { color-name }
        [skip] Stai o tură { color-name }
        [reverse] Inversează { color-name }
        [draw_two] Trage două { color-name }
        [wild_draw_four] Wild trage patru
       *[wild] Wild
    }
}
    .gender = { $kind ->
        [number] m
       *[other] f
    }
