## Numele cărților și ale culorilor, la forma de dicționar.
## O revizie gramaticală ulterioară poate adăuga variante pentru $case sau $gender;
## varianta implicită rămâne forma de bază.

color-name = { $color ->
    [red] roșu
    [yellow] galben
    [green] verde
   *[blue] albastru
}

card-name = { $kind ->
    [number] { $number } { color-name }
    [skip] Stai o tură { color-name }
    [reverse] Inversează { color-name }
    [draw_two] Trage două { color-name }
    [wild_draw_four] Wild trage patru
   *[wild] Wild
}
