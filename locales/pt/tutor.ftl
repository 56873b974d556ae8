## O tutor (uno_access/tutor). As linhas são lidas em voz alta: frases curtas, nomes das cartas por extenso.
## $card / $said / $top são nomes de cartas, $code um código braille do canto (b3x), $name o nome de um
## jogador, $preset o adjetivo de um conjunto de regras (croatas), $dots os pontos de uma cela ("1 2").
## Português do Brasil, tratando o jogador por "você".

## Opções da linha de comando
tutor-opt-list = mostrar as lições e o seu progresso, e sair
tutor-opt-lesson = começar esta lição (nome ou número) e sair depois dela
tutor-opt-lang = o idioma das lições: { -language-codes }
tutor-opt-profile = de quem é o progresso salvo (um nome por jogador; padrão: um perfil comum)
tutor-opt-reset = apagar o progresso do perfil
tutor-opt-seed = a semente dos embaralhamentos da partida guiada (para repetir a mesma partida)

## Palavras que o jogador digita, separadas por vírgulas (a primeira é a principal). As inglesas também funcionam.
tutor-words-yes = sim
tutor-words-no = não
tutor-words-quit = sair, fim
tutor-words-repeat = repetir, repete
tutor-words-help = ajuda, ?
tutor-words-list = lista, lições
tutor-words-hint = dica, sugestão
tutor-words-why = por quê, porque
tutor-words-explain = explicar, explica

tutor-prompt = {"> "}

## Lições
tutor-lesson-word = { $lesson ->
    [cards] cartas
    [matching] combinar
    [actions] ações
    [wild] coringa
    [uno] uno
    [scoring] pontuação
    [codes] códigos
    [dots] celas
    [presets] países
    [house] casa
   *[guided] guiada
}
tutor-lesson-title = { $lesson ->
    [cards] As cartas e as cores
    [matching] Jogar sobre a carta da mesa
    [actions] Pular, Inverter e Compre Duas
    [wild] Coringa, Coringa Compre Quatro e o desafio
    [uno] Dizer UNO e pegar quem esquece
    [scoring] A pontuação
    [codes] Os códigos braille
    [dots] Ler celas braille pelos pontos
    [presets] As regras de cada país
    [house] Regras da casa
   *[guided] Uma partida guiada
}
tutor-welcome = Bem-vindo ao tutor de UNO. Cada lição explica um pouco, e depois você pratica.
tutor-list-header = { $count ->
    [one] Uma lição:
   *[other] { $count } lições:
}
tutor-list-item = { $number }. { $title } ({ $name }){ $done ->
    [yes] : lição concluída{ $answers ->
        [0] .
        [one] , com { $percent }% de acertos em 1 resposta.
       *[other] , com { $percent }% de acertos em { NUMBER($answers, useGrouping: 1) } respostas.
    }
   *[no] { $answers ->
        [0] .
        [one] : { $percent }% de acertos em 1 resposta.
       *[other] : { $percent }% de acertos em { NUMBER($answers, useGrouping: 1) } respostas.
    }
}
tutor-menu-ask = Digite o número ou o nome de uma lição, lista ou sair. Aperte Enter para: { $title }.
tutor-unknown-lesson = Não existe a lição { $name }. As lições são: { $names }.
tutor-lesson-start = Lição { $number } de { $count }: { $title }.
tutor-practice-start = { $count ->
    [one] Agora pratique com uma pergunta.
   *[other] Agora pratique com { NUM($count, gender: "feminine") } perguntas.
} Digite repetir para ouvir a pergunta de novo, ou sair para parar.
tutor-help = Responda a cada pergunta e aperte Enter. Digite repetir para ouvir a pergunta de novo, lista para ouvir as lições, ou sair para parar. Num jogo, digite mão para ouvir as suas cartas e mesa para ouvir a carta da mesa.
tutor-lesson-done = { $title }: lição concluída, { NUM($right, gender: "feminine") } de { NUM($total, gender: "feminine") } respostas certas.
tutor-lesson-done-guided = { $title }: a partida terminou, e a lição está concluída.
tutor-lesson-left = Você saiu da lição { $title }. Seu progresso foi salvo.
tutor-bye = Tchau, e boa sorte na mesa.

## Respostas
tutor-right = Certo.
tutor-need-number = Responda com um número, em algarismos.
tutor-wrong-number = Não é bem isso. A resposta é { $answer }.
tutor-next = Próxima pergunta.
tutor-again-later = Esta pergunta vai voltar daqui a pouco.
tutor-need-yes-no = Responda sim ou não.
tutor-wrong-yes-no = { $answer ->
    [yes] Não é bem isso. A resposta é sim.
   *[no] Não é bem isso. A resposta é não.
}

## As cartas
tutor-q-deck-size = Quantas cartas tem um baralho de UNO?
tutor-q-copies = Quantas vezes a carta { $card } aparece no baralho?
tutor-q-draws = { $case ->
    [draw_two] Quando você joga um Compre Duas, quantas cartas o próximo jogador compra?
    [challenge_lost] Você desafia um Coringa Compre Quatro, mas a jogada era válida. Quantas cartas você compra?
   *[uno_caught] Pelas regras oficiais, quantas cartas compra quem é pego sem dizer UNO?
}
tutor-q-points = No fim de uma rodada, quantos pontos vale a carta { $card }?
tutor-q-hand-points = Um jogador ficou com { $cards } na mão. Quantos pontos há nessa mão?

## Códigos braille
tutor-codes-intro-1 = Cada carta do baralho UNO Braille tem um código curto no canto, e você pode digitar esse mesmo código para jogar a carta.
tutor-codes-intro-2 = Uma carta colorida começa com a letra da cor, a inicial do nome em inglês: r (red) vermelho, y (yellow) amarelo, g (green) verde, b (blue) azul. Uma carta numérica tem depois o algarismo e a letra x, então b3x é o três azul. Pular é sk, Inverter é rv e Compre Duas é d2, como em gsk, yrv e rd2.
tutor-codes-intro-3 = O Coringa é wld, e o Coringa Compre Quatro é dr4.
tutor-q-code = Digite o código da carta { $card }.
tutor-wrong-code = Não é bem isso. A carta { $card } tem o código { $code }.
tutor-q-name = Que carta tem o código { $code }? Digite o nome dela, por exemplo três azul.
tutor-name-not-code = Desta vez digite o nome da carta, não o código, por exemplo Pular verde.
tutor-not-a-card = Não conheço nenhuma carta chamada { $text }. Tente de novo, por exemplo sete vermelho.
tutor-wrong-name = Não é bem isso. Você disse { $said }, mas { $code } é a carta { $card }.

## Pontos braille
tutor-dots-intro-1 = Uma cela braille tem seis pontos em duas colunas: os pontos 1, 2 e 3 descem pelo lado esquerdo, e os pontos 4, 5 e 6 pelo direito.
tutor-dots-intro-2 = As dez primeiras letras do alfabeto usam só os quatro pontos de cima: a é o ponto 1, e b são os pontos 1 2.
tutor-dots-intro-3 = Nas cartas, um algarismo é escrito como a letra na mesma posição, sem sinal de número: 1 como a, 2 como b, e assim por diante até o 0, escrito como a décima letra, j.
tutor-dots-intro-4 = Assim, o três azul, código b3x, é lido como pontos 1 2, depois pontos 1 4, depois pontos 1 3 4 6.
tutor-q-dots = Que letra formam os pontos { $dots }?
tutor-right-dots = { $digit ->
    [none] Certo, é o { $letter }.
   *[other] Certo, é o { $letter }, que nas cartas também vale o algarismo { $digit }.
}
tutor-wrong-dots = { $digit ->
    [none] Não é bem isso. Os pontos { $dots } são a letra { $letter }.
   *[other] Não é bem isso. Os pontos { $dots } são a letra { $letter }, ou o algarismo { $digit } nas cartas.
}
tutor-cell = pontos { $dots }
tutor-q-cells = Leia este código cela por cela: { $cells }. Digite o código.
tutor-right-card = Certo: { $code } é a carta { $card }.

## Momentos de um jogo de verdade
tutor-goal = { $goal ->
    [draw] Nenhuma carta da sua mão serve. O que você faz? Digite a sua jogada.
    [skip] Faça o próximo jogador perder a vez. Digite a carta.
    [reverse] Mude o sentido do jogo. Digite a carta.
    [draw_two] Faça o próximo jogador comprar duas cartas. Digite a carta.
    [wild] Jogue o Coringa e escolha uma cor na mesma linha, por exemplo wld b.
    [wd4] Nada na sua mão serve, mas você tem um Coringa Compre Quatro. Jogue essa carta e escolha uma cor.
    [challenge] { $name } acabou de jogar um Coringa Compre Quatro contra você. Experimente desafiar: digite desafiar.
    [accept] { $name } jogou outro Coringa Compre Quatro contra você. Desta vez, fique com as quatro cartas: digite aceitar.
    [uno] Você tem duas cartas. Jogue uma e diga UNO na mesma linha, por exemplo b4x uno.
    [catch] { $name } ficou com uma carta só e não disse UNO. Pegue esse jogador: digite pegar.
    [stack] O acúmulo está valendo, e { $name } jogou um Compre Duas contra você. Responda com o seu Compre Duas.
    [zero_rule] A regra do zero está valendo. Jogue o seu zero, e cada mão passa para o próximo jogador.
    [swap] A regra do sete está valendo, e você acabou de jogar um sete. Troque de mão com { $name }: digite trocar e depois o nome.
    [jump] A regra de jogar fora da vez está valendo. { $name } acabou de jogar uma carta que você também tem. Jogue já a sua carta igual, fora da vez.
    [no_finish] Está valendo a regra que proíbe terminar com um Coringa, e a única carta que resta na sua mão é um Coringa. O que você faz?
    [forced] A jogada obrigatória está valendo. Faça a sua jogada.
   *[match] Jogue uma carta que sirva sobre a carta da mesa. Digite o código, o nome ou a posição dela na mão.
}
tutor-after = { $goal ->
    [challenge] { $name } ainda tinha uma carta da cor em jogo, então o Coringa Compre Quatro não era permitido, e quem comprou as quatro cartas foi { $name }.
    [accept] { $name } não tinha nenhuma carta da cor em jogo, então o Coringa Compre Quatro era válido: um desafio teria custado seis cartas a você.
   *[other] {""}
}
tutor-turns-passed = Passaram-se algumas jogadas.
tutor-legal-not-goal = Essa jogada é permitida, mas não é o que este exercício pede.
# $moment: now (a hint before the move, in the guided game) or missed (the answer, after a wrong move)
tutor-legal-now = { $moment ->
    [missed] { $count ->
        [0] Nenhuma carta da sua mão podia ser jogada: era preciso comprar.
        [one] Você poderia ter jogado esta carta: { $cards }.
       *[other] Você poderia ter jogado estas cartas: { $cards }.
    }
   *[now] { $count ->
        [0] Nenhuma carta da sua mão pode ser jogada agora, então compre.
        [one] Agora você pode jogar esta carta: { $cards }.
       *[other] Agora você pode jogar estas cartas: { $cards }.
    }
}
tutor-add-color = Acrescente a cor na mesma linha, por exemplo { $code } b.
tutor-swap-whom = Digite com quem trocar, por exemplo trocar { $name }.
tutor-situation-commands = Digite uma jogada, por exemplo uma carta, comprar, desafiar ou pegar. Digite mão ou mesa para ouvir as cartas.

## Regras dos países e regras da casa
tutor-presets-intro = Cada conjunto de regras segue o folheto de UNO de um país. A base são as regras oficiais; veja o que cada um muda.
tutor-preset-heading = As regras { $preset }.
tutor-q-preset-uno = Nas regras { $preset }, quantas cartas compra quem é pego sem dizer UNO?
tutor-q-preset-wd4 = Nas regras { $preset }, você pode jogar um Coringa Compre Quatro tendo uma carta com o número da carta da mesa, mas nenhuma da cor dela?
tutor-q-preset-draw = Nas regras { $preset }, quando você não pode jogar, continua comprando até tirar uma carta que possa jogar?
tutor-q-preset-lowest = Nas regras { $preset }, ganha a partida quem tem o total mais baixo?
tutor-house-intro = As regras da casa são regras extras que os jogadores combinam antes de jogar. Todas ficam desligadas, a não ser que você as ligue no começo de um jogo.

## A partida guiada
tutor-guided-intro-1 = Agora jogue uma partida de verdade contra dois jogadores do computador, { $first } e { $second }. Ganha quem chegar primeiro a 50 pontos.
tutor-guided-intro-2 = Na sua vez, digite dica para ouvir uma boa jogada e a regra que a permite. Digite por quê para saber o que acabou de acontecer e qual regra valeu, e digite explicar para entender a escolha de um jogador do computador.
tutor-guided-intro-3 = Os outros comandos também funcionam: mão, mesa, ajuda e sair.
tutor-hint = { $kind ->
    [play] Experimente a carta { $card }: digite { $typed }.
    [jump_in] Jogue fora da vez a carta { $card }: digite { $typed }.
    [draw] Compre uma carta.
    [pass] Fique com a carta que você comprou: digite passar.
    [challenge] Desafie o Coringa Compre Quatro.
    [accept] Fique com as cartas: digite aceitar.
    [color] Escolha a cor: digite { $typed }.
    [swap] Troque de mão: digite { $typed }.
    [uno] Diga UNO agora.
   *[catch] Pegue o jogador que esqueceu de dizer UNO: digite pegar.
}
tutor-rule = { $rule ->
    [color] A regra: uma carta pode ser jogada sobre outra da mesma cor; { $card } tem a cor em jogo, { $color }.
    [number] A regra: uma carta pode ser jogada sobre outra com o mesmo número; { $card } tem o número de { $top }.
    [symbol] A regra: uma carta pode ser jogada sobre outra com o mesmo símbolo; { $card } tem o símbolo de { $top }.
    [wild] A regra: o Coringa pode ser jogado sobre qualquer carta, e quem joga escolhe a próxima cor.
    [wild_draw_four] A regra: o Coringa Compre Quatro só é válido quando você não tem nenhuma carta da cor em jogo, { $color }; o próximo jogador pode desafiar.
    [stack] A regra: no acúmulo, uma carta de compra pode responder a outra do mesmo tipo, e as cartas a comprar se somam.
    [retract] A regra: o Coringa Compre Quatro foi retirado, então vale jogar uma carta que era válida antes dele.
    [draw_none] A regra: quando nenhuma carta da mão serve sobre { $top } nem na cor { $color }, você compra.
    [draw_choice] A regra: você pode comprar mesmo podendo jogar, mas depois só pode jogar a carta que comprou.
    [draw_penalty] A regra: quem não pode ou não quer responder a uma carta de compra compra { NUM($total, gender: "feminine") } cartas e perde a vez.
    [pass] A regra: depois de comprar uma carta que pode jogar, você pode ficar com ela e passar.
    [challenge] A regra: só quem precisa comprar pode desafiar um Coringa Compre Quatro, e antes de comprar.
    [accept] A regra: sem desafio, o próximo jogador compra as quatro cartas e perde a vez.
    [choose_color] A regra: depois de um Coringa, quem jogou escolhe a próxima cor.
    [swap] A regra: com a regra do sete, quem joga um sete troca de mão com um jogador à sua escolha.
    [uno] A regra: quando ficar com uma carta só, diga UNO antes que o próximo jogador jogue.
    [catch] A regra: quem fica com uma carta e não disse UNO pode ser pego e compra cartas.
   *[jump_in] A regra: jogando fora da vez, uma carta igual à da mesa pode ser jogada mesmo que não seja a sua vez.
}
tutor-quit-ask = Sair da partida guiada? Digite sim para sair ou não para continuar.
tutor-hint-none = Agora não há nenhuma jogada para sugerir.
tutor-hint-wait = É a vez de { $name }. Espere a sua vez.
tutor-why-none = Ainda ninguém jogou.
tutor-explain-none = Os jogadores do computador ainda não jogaram.
tutor-explain-who = Não há nenhum jogador do computador chamado { $text }.

## Progresso
tutor-bad-profile = O nome de perfil { $name } não pode ser usado. Use até 40 letras, algarismos, hifens ou sublinhados.
tutor-reset-ask = Apagar todo o progresso do perfil { $profile }? Digite sim ou não.
tutor-reset-done = O progresso do perfil { $profile } foi apagado.
tutor-reset-kept = Nada foi apagado.
tutor-progress-recovered = Não foi possível ler o seu progresso salvo: o arquivo foi movido para { $path }, e você começa do início.
tutor-progress-not-saved = Não consigo salvar o seu progresso: { $detail }. A lição continua.
