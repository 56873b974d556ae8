## O tutor (uno_access/tutor). As linhas são lidas em voz alta: frases curtas, nomes das cartas por extenso.
## $card / $said / $top são nomes de cartas, $code um código Braille do canto (b3x), $name o nome de um
## jogador, $preset o adjetivo de um conjunto de regras (croatas), $dots os pontos de uma célula ("1 2").

## Opções da linha de comandos
tutor-opt-list = mostra as lições e o teu progresso, e termina
tutor-opt-lesson = começa esta lição (nome ou número) e termina depois dela
tutor-opt-lang = a língua das lições (en, it, pt, pl, hr, ro)
tutor-opt-profile = de quem guardar o progresso (um nome por jogador; por omissão, um perfil comum)
tutor-opt-reset = apaga o progresso do perfil
tutor-opt-seed = a semente dos baralhamentos do jogo guiado (para repetir o mesmo jogo)

## Palavras que o jogador escreve, separadas por vírgulas (a primeira é a principal). As inglesas também funcionam.
tutor-words-yes = sim
tutor-words-no = não
tutor-words-quit = sair, fim
tutor-words-repeat = repete, repetir
tutor-words-help = ajuda, ?
tutor-words-list = lista, lições
tutor-words-hint = dica, sugestão
tutor-words-why = porquê, porque
tutor-words-explain = explica, explicar

tutor-prompt = {"> "}

## Lições
tutor-lesson-title = { $lesson ->
    [cards] As cartas e as cores
    [matching] Responder à carta do topo
    [actions] Pular, Inverter e Compre duas
    [wild] Coringa, Coringa compre quatro e o desafio
    [uno] Dizer UNO e apanhar quem se esquece
    [scoring] A pontuação
    [codes] Os códigos Braille
    [dots] Ler células Braille pelos pontos
    [presets] As regras de cada país
    [house] Regras da casa
   *[guided] Um jogo guiado
}
tutor-welcome = Bem-vindo ao tutor de UNO. Cada lição explica um pouco e depois praticas.
tutor-list-header = { $count ->
    [one] Uma lição:
   *[other] { $count } lições:
}
tutor-list-item = { $number }. { $title }, nome da lição { $name }{ $done ->
    [yes] , concluída
   *[no] {""}
}{ $answers ->
    [0] .
    [one] , { $percent } por cento de acertos em 1 resposta.
   *[other] , { $percent } por cento de acertos em { $answers } respostas.
}
tutor-menu-ask = Escreve o número ou o nome de uma lição, lista ou sair. Carrega em Enter para: { $title }.
tutor-unknown-lesson = Não há nenhuma lição { $name }. As lições são: { $names }.
tutor-lesson-start = Lição { $number } de { $count }: { $title }.
tutor-practice-start = { $count ->
    [one] Agora pratica com uma pergunta.
   *[other] Agora pratica com { NUM($count, gender: "feminine") } perguntas.
} Escreve repete para ouvir de novo uma pergunta, ou sair para parar.
tutor-help = Responde a cada pergunta e carrega em Enter. Escreve repete para ouvir de novo a pergunta, lista para ouvir as lições, ou sair para parar. Num jogo, escreve mão para ouvir as tuas cartas e topo para ouvir a carta do topo.
tutor-lesson-done = { $title }: lição concluída, { NUM($right, gender: "feminine") } de { NUM($total, gender: "feminine") } respostas certas.
tutor-lesson-done-guided = { $title }: o jogo terminou e a lição está concluída.
tutor-lesson-left = Saíste da lição { $title }. O teu progresso ficou guardado.
tutor-bye = Adeus, e boa sorte à mesa.

## Respostas
tutor-right = Certo.
tutor-need-number = Responde com um número, em algarismos.
tutor-wrong-number = Não exatamente. A resposta é { $answer }.
tutor-next = Próxima pergunta.
tutor-again-later = Esta pergunta vai voltar em breve.
tutor-need-yes-no = Responde sim ou não.
tutor-wrong-yes-no = { $answer ->
    [yes] Não exatamente. A resposta é sim.
   *[no] Não exatamente. A resposta é não.
}

## As cartas
tutor-q-deck-size = Quantas cartas tem um baralho de UNO?
tutor-q-copies = Quantas cópias da carta { $card } há no baralho?
tutor-q-draws = { $case ->
    [draw_two] Quando jogas um Compre duas, quantas cartas compra o jogador seguinte?
    [challenge_lost] Desafias um Coringa compre quatro, mas foi jogado de forma correta. Quantas cartas compras?
   *[uno_caught] Com as regras oficiais, quantas cartas compra quem é apanhado sem dizer UNO?
}
tutor-q-points = No fim de uma mão, quantos pontos vale a carta { $card }?
tutor-q-hand-points = Um jogador fica com { $cards } na mão. Quantos pontos há nessa mão?

## Códigos Braille
tutor-codes-intro-1 = Cada carta do baralho UNO Braille tem um código curto no canto, e podes escrever o mesmo código para jogar a carta.
tutor-codes-intro-2 = Uma carta de cor começa pela letra da cor: r vermelho, y amarelo, g verde, b azul. Uma carta de número tem depois o algarismo e a letra x, por isso b3x é o três azul. Pular é sk, Inverter é rv e Compre duas é d2, como em gsk, yrv e rd2.
tutor-codes-intro-3 = O Coringa é wld e o Coringa compre quatro é dr4.
tutor-q-code = Escreve o código da carta { $card }.
tutor-wrong-code = Não exatamente. A carta { $card } tem o código { $code }.
tutor-q-name = Que carta tem o código { $code }? Diz o nome dela, por exemplo três azul.
tutor-name-not-code = Desta vez diz o nome da carta, não o código, por exemplo Pular verde.
tutor-not-a-card = Não conheço nenhuma carta chamada { $text }. Tenta outra vez, por exemplo sete vermelho.
tutor-wrong-name = Não exatamente. Disseste { $said }, mas { $code } é a carta { $card }.

## Pontos Braille
tutor-dots-intro-1 = Uma célula Braille tem seis pontos em duas colunas: os pontos 1, 2 e 3 descem pelo lado esquerdo, e os pontos 4, 5 e 6 pelo direito.
tutor-dots-intro-2 = As dez primeiras letras do alfabeto usam só os quatro pontos de cima: a é o ponto 1, e b os pontos 1 2.
tutor-dots-intro-3 = Nas cartas, um algarismo escreve-se como a letra na mesma posição, sem sinal de número: 1 como a, 2 como b, e assim por diante até ao 0, que é a décima letra.
tutor-dots-intro-4 = Assim, o três azul, código b3x, lê-se pontos 1 2, depois pontos 1 4, depois pontos 1 3 4 6.
tutor-q-dots = Que letra são os pontos { $dots }?
tutor-right-dots = { $digit ->
    [none] Certo, é o { $letter }.
   *[other] Certo, é o { $letter }, que nas cartas também vale o algarismo { $digit }.
}
tutor-wrong-dots = { $digit ->
    [none] Não exatamente. Os pontos { $dots } são a letra { $letter }.
   *[other] Não exatamente. Os pontos { $dots } são a letra { $letter }, ou o algarismo { $digit } nas cartas.
}
tutor-cell = pontos { $dots }
tutor-q-cells = Lê este código célula a célula: { $cells }. Escreve o código.
tutor-right-card = Certo: { $code } é a carta { $card }.

## Momentos de um jogo a sério
tutor-goal = { $goal ->
    [draw] Nenhuma carta da tua mão serve. O que fazes? Escreve a tua jogada.
    [skip] Faz o jogador seguinte perder a vez. Escreve a carta.
    [reverse] Muda o sentido do jogo. Escreve a carta.
    [draw_two] Faz o jogador seguinte comprar duas cartas. Escreve a carta.
    [wild] Joga o Coringa e escolhe uma cor na mesma linha, por exemplo wld b.
    [wd4] Nada na tua mão serve, mas tens um Coringa compre quatro. Joga-o e escolhe uma cor.
    [challenge] { $name } acabou de te jogar um Coringa compre quatro. Experimenta desafiar: escreve desafia.
    [accept] { $name } jogou-te outra vez um Coringa compre quatro. Desta vez, fica com as quatro cartas: escreve aceita.
    [uno] Tens duas cartas. Joga uma e diz UNO na mesma linha, por exemplo b4x uno.
    [catch] { $name } ficou só com uma carta e não disse UNO. Apanha esse jogador: escreve aponta.
    [stack] O acumular está ativo, e { $name } jogou-te um Compre duas. Responde com o teu Compre duas.
    [zero_rule] A regra do zero está ativa. Joga o teu zero, e cada mão passa para o jogador seguinte.
    [swap] A regra do sete está ativa, e acabaste de jogar um sete. Troca de mão com { $name }: escreve troca e depois o nome.
    [jump] Entrar fora de vez está ativo. { $name } acabou de jogar uma carta que também tens. Joga já a tua carta igual, fora de vez.
    [no_finish] Está ativa a regra que proíbe acabar com um Coringa, e a tua última carta é um Coringa. O que fazes?
    [forced] A jogada obrigatória está ativa. Faz a tua jogada.
   *[match] Joga uma carta que sirva na carta do topo. Escreve o código, o nome ou a posição dela na mão.
}
tutor-after = { $goal ->
    [challenge] { $name } ainda tinha uma carta da cor em jogo, por isso o Coringa compre quatro não era permitido, e foi quem comprou as quatro cartas.
    [accept] { $name } não tinha nenhuma carta da cor em jogo, por isso o Coringa compre quatro era correto: um desafio ter-te-ia custado 6 cartas.
   *[other] {""}
}
tutor-turns-passed = Passaram alguns turnos.
tutor-legal-not-goal = Essa jogada é permitida, mas não é o que este exercício pede.
tutor-legal-now = { $count ->
    [0] Nenhuma carta da tua mão pode ser jogada agora, por isso compra.
    [one] A carta que podias jogar agora é { $cards }.
   *[other] As cartas que podias jogar agora são { $cards }.
}
tutor-add-color = Junta a cor na mesma linha, por exemplo { $code } b.
tutor-swap-whom = Diz com quem trocar, por exemplo troca { $name }.
tutor-situation-commands = Escreve uma jogada, por exemplo uma carta, compra, desafia ou aponta. Escreve mão ou topo para ouvir as cartas.

## Regras dos países e regras da casa
tutor-presets-intro = Cada conjunto de regras segue a folha de UNO de um país. A base são as regras oficiais; eis o que cada um muda.
tutor-preset-heading = As regras { $preset }.
tutor-q-preset-uno = Nas regras { $preset }, quantas cartas compra quem é apanhado sem dizer UNO?
tutor-q-preset-wd4 = Nas regras { $preset }, podes jogar um Coringa compre quatro tendo uma carta com o número da carta do topo, mas nenhuma da cor dela?
tutor-q-preset-draw = Nas regras { $preset }, quando não podes jogar, continuas a comprar até teres uma carta que possas jogar?
tutor-q-preset-lowest = Nas regras { $preset }, ganha a partida quem tem o total mais baixo?
tutor-house-intro = As regras da casa são regras extra que os jogadores combinam antes de jogar. Estão todas desligadas, a não ser que as ligues no início de um jogo.

## O jogo guiado
tutor-guided-intro-1 = Agora joga um jogo a sério contra dois jogadores do computador, { $first } e { $second }. Ganha quem chegar primeiro aos 50 pontos.
tutor-guided-intro-2 = Na tua vez, escreve dica para ouvir uma boa jogada e a regra que a permite. Escreve porquê para saber o que acabou de acontecer e que regra se aplicou, e explica para perceber a escolha de um jogador do computador.
tutor-guided-intro-3 = Tudo o resto do jogo também funciona: mão, topo, ajuda e sair.
tutor-hint = { $kind ->
    [play] Experimenta a carta { $card }: escreve { $typed }.
    [jump_in] Entra fora de vez com a carta { $card }: escreve { $typed }.
    [draw] Compra uma carta.
    [pass] Fica com a carta que compraste: escreve passo.
    [challenge] Desafia o Coringa compre quatro.
    [accept] Fica com as cartas: escreve aceita.
    [color] Escolhe a cor: escreve { $typed }.
    [swap] Troca de mão: escreve { $typed }.
    [uno] Diz UNO agora.
   *[catch] Apanha o jogador que se esqueceu de dizer UNO: escreve aponta.
}
tutor-rule = { $rule ->
    [color] A regra: uma carta pode ser jogada sobre uma carta da mesma cor; { $card } tem a cor em jogo, { $color }.
    [number] A regra: uma carta pode ser jogada sobre uma carta com o mesmo número; { $card } tem o número de { $top }.
    [symbol] A regra: uma carta pode ser jogada sobre uma carta com o mesmo símbolo; { $card } tem o símbolo de { $top }.
    [wild] A regra: o Coringa pode ser jogado sobre qualquer carta, e quem o joga escolhe a cor seguinte.
    [wild_draw_four] A regra: o Coringa compre quatro só é correto quando não tens nenhuma carta da cor em jogo, { $color }; o jogador seguinte pode desafiá-lo.
    [stack] A regra: ao acumular, uma carta de compra pode responder a outra do mesmo tipo, e as cartas a comprar somam-se.
    [retract] A regra: o Coringa compre quatro foi retirado, por isso joga-se uma carta que era válida antes dele.
    [draw_none] A regra: quando nenhuma carta da mão serve em { $top } nem na cor { $color }, compras.
    [draw_choice] A regra: podes comprar mesmo podendo jogar, mas depois só podes jogar a carta que compraste.
    [draw_penalty] A regra: quem não pode ou não quer responder a uma carta de compra fica com { NUM($total, gender: "feminine") } cartas e perde a vez.
    [pass] A regra: depois de comprar uma carta que podes jogar, podes ficar com ela e passar.
    [challenge] A regra: só quem tem de comprar pode desafiar um Coringa compre quatro, e antes de comprar.
    [accept] A regra: sem desafio, o jogador seguinte compra as quatro cartas e perde a vez.
    [choose_color] A regra: depois de um Coringa, quem o jogou escolhe a cor a seguir.
    [swap] A regra: com a regra do sete, quem joga um sete troca de mão com um jogador à escolha.
    [uno] A regra: quando ficas com uma só carta, diz UNO antes de o jogador seguinte agir.
    [catch] A regra: quem fica com uma carta e não disse UNO pode ser apanhado e compra cartas.
   *[jump_in] A regra: ao entrar fora de vez, uma carta igual à do topo pode ser jogada mesmo não sendo a tua vez.
}
tutor-quit-ask = Sair do jogo guiado? Escreve sim para sair ou não para continuar.
tutor-hint-none = Agora não há nenhuma jogada a sugerir.
tutor-hint-wait = É a vez de { $name }. Espera pela tua vez.
tutor-why-none = Ainda não se jogou nada.
tutor-explain-none = Os jogadores do computador ainda não jogaram.
tutor-explain-who = Não há nenhum jogador do computador chamado { $text }.

## Progresso
tutor-bad-profile = O nome de perfil { $name } não pode ser usado. Usa até 40 letras, algarismos, hífenes ou sublinhados.
tutor-reset-ask = Apagar todo o progresso do perfil { $profile }? Escreve sim ou não.
tutor-reset-done = O progresso do perfil { $profile } foi apagado.
tutor-reset-kept = Não se apagou nada.
tutor-progress-recovered = Não foi possível ler o teu progresso guardado: o ficheiro foi movido para { $path } e começas do início.
tutor-progress-not-saved = Não consigo guardar o teu progresso: { $detail }. A lição continua.
