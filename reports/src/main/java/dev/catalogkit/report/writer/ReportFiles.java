package dev.catalogkit.report.writer;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes report files as UTF-8 with a replacing encoder: a character that cannot be encoded (a lone
 * surrogate the model let through) becomes {@code ?} instead of failing the whole file, as {@link
 * Files#writeString} would ("Input length = 1").
 */
final class ReportFiles {

  private ReportFiles() {}

  static void write(Path file, String text) throws IOException {
    try (Writer out =
        new OutputStreamWriter(
            Files.newOutputStream(file),
            StandardCharsets.UTF_8
                .newEncoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE))) {
      out.write(text);
    }
  }
}
