# Setting names and values (one word each; see locales/en/settings_words.ftl).
# pausa: entre duas jogadas do computador (pace); fora-da-vez: como o jogo espera quando dá para
# agir fora da vez (windows: com-tempo conta a espera, até-enter espera o Enter); ordem-mão por-cor:
# a mão como fica organizada, jogáveis-primeiro: as cartas jogáveis são lidas antes.
# .typed: outras grafias que o jogador pode digitar, nunca ditas nem listadas (separadas por vírgulas):
# as palavras de versões anteriores e toda forma de "automático" para qualquer configuração.
setting-name = { $name ->
    [speech] fala
    [rate] velocidade
    [voice] voz
    [verbosity] detalhe
    [delay] espera
    [pace] pausa
    [mode] modo
    [display] exibição
    [volume] volume
    [pitch] tom
    [sounds] sons
    [sound_volume] volume-sons
    [windows] fora-da-vez
    [backlog] resumo
    [hand_order] ordem-mão
    [mute] silenciar
   *[language] idioma
}
    .typed = { $name ->
        [pace] ritmo
        [windows] oportunidades
       *[other] {""}
    }
setting-value = { $value ->
    [auto] { $name ->
            [voice] automática
            [speech] automática
           *[other] automático
        }
    [screenreader] leitor-de-tela
    [none] { $name ->
            [mute] nenhum
           *[other] desligada
        }
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
    [enter] até-enter
    [sorted] por-cor
    [playable] jogáveis-primeiro
    [game] jogo
    [chat] chat
    [system] sistema
    [nothing] nenhum
   *[other] { $value }
}
    .typed = { $value ->
        [auto] automático, automática, automáticas
        [sorted] ordenada
        [playable] jogáveis
        [nothing] nada
       *[other] {""}
    }
