# Setting names and values (one word each; see locales/en/settings_words.ftl).
setting-name = { $name ->
    [speech] fala
    [rate] velocidade
    [voice] voz
    [verbosity] detalhe
    [delay] espera
    [pace] ritmo
    [mode] modo
    [display] exibição
    [volume] volume
    [pitch] tom
    [sounds] sons
    [sound_volume] volume-sons
    [windows] oportunidades
    [backlog] resumo
    [hand_order] ordem-mão
    [mute] silenciar
   *[language] idioma
}
setting-value = { $value ->
    [auto] { $name ->
            [voice] automática
            [speech] automática
            [windows] automáticas
           *[other] automático
        }
    [screenreader] leitor-de-tela
    [none] desligada
    [brief] breve
    [normal] normal
    [verbose] completo
    [plain] simples
    [standard] padrão
    [text] texto
    [braille] braille
    [on] ligados
    [off] desligados
    [timed] com-tempo
    [enter] enter
    [sorted] ordenada
    [playable] jogáveis
    [game] jogo
    [chat] chat
    [system] sistema
    [nothing] nada
   *[other] { $value }
}
