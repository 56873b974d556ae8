## Numele cărților și ale culorilor.
## Numele sunt cele spuse de jucătorii din România: Stop, Retur, +2, Joker, Joker +4 (substantive
## neutre, cu culoarea la masculin: „Stop roșu”, „un +2 galben”).
## $case: varianta implicită (nom) este forma de bază („7 roșu”, pe etichete și în liste).
## def este forma din propoziții, recunoscută și când e scrisă de jucător: cărțile cu număr rămân
## nearticulate, ca la masa de joc, cu numărul în litere („Ioana joacă șapte roșu”; scris „7 roșu”
## ar fi poziția 7 din mână), celelalte primesc „un” („Ioana joacă un Stop roșu”, „un Joker”).
## alt: numele vechi (Stai o tură, Inversează, Trage două, Wild), primite doar când sunt scrise.
## Culori: f este forma de feminin, care se acordă cu „culoarea” („culoarea roșie”).
## .gender: m pentru toate cărțile (neutrele se acordă la singular ca masculinele).

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
        [skip] un Stop { color-name }
        [reverse] un Retur { color-name }
        [draw_two] un +2 { color-name }
        [wild_draw_four] un Joker +4
       *[wild] un Joker
    }
    [alt] { $kind ->
        [number] { $number } { color-name }
        [skip] Stai o tură { color-name }
        [reverse] Inversează { color-name }
        [draw_two] Trage două { color-name }
        [wild_draw_four] Wild trage patru
       *[wild] Wild
    }
   *[nom] { $kind ->
        [number] { $number } { color-name }
        [skip] Stop { color-name }
        [reverse] Retur { color-name }
        [draw_two] +2 { color-name }
        [wild_draw_four] Joker +4
       *[wild] Joker
    }
}
    .gender = m
