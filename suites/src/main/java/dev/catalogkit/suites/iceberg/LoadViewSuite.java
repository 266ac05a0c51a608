package dev.catalogkit.suites.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * GET, HEAD and list on views (public Iceberg REST facts; 404 NoSuchView from the Replace a view
 * page).
 */
@ConformanceSuite
@RequiresOperation({"createView", "loadView"})
class LoadViewSuite {

  /** A server that pages forever must not hang the kit. */
  private static final int MAX_PAGES = 100;

  private final IcebergSteps steps = IcebergSteps.current();

  @Test
  @Verifies("ICE-VLD-01")
  void loadingAViewJustCreatedAnswersTheMetadataItsCreateAnswered() {
    IcebergSteps.CreatedView view = steps.createdView("loaded");
    Exchange loaded = steps.client().loadView(steps.namespace(), view.name());
    Expect.status(loaded, 200);
    Map<String, JsonNode> created = ViewMetadata.identity(view.metadata());
    ViewMetadata.identity(loaded.at("/metadata"))
        .forEach((what, value) -> Expect.equal(what, created.get(what), value, loaded));
  }

  @Test
  @Verifies("ICE-VLD-02")
  void loadingAMissingViewAnswers404NoSuchView() {
    Exchange loaded = steps.client().loadView(steps.namespace(), steps.newName("absent"));
    Expect.status(loaded, 404);
    Expect.errorType(loaded, "NoSuchViewException");
  }

  @Test
  @Verifies("ICE-VLD-03")
  @RequiresOperation("viewExists")
  void headOnAnExistingViewAnswers204() {
    IcebergSteps.CreatedView view = steps.createdView("head");
    Expect.status(steps.client().viewExists(steps.namespace(), view.name()), 204);
  }

  @Test
  @Verifies("ICE-VLD-04")
  @RequiresOperation("viewExists")
  void headOnAMissingViewAnswers404() {
    Expect.status(steps.client().viewExists(steps.namespace(), steps.newName("absent")), 404);
  }

  @Test
  @Verifies("ICE-VLD-05")
  @RequiresOperation("listViews")
  void listingNamesEveryCreatedView() {
    List<String> created =
        List.of(steps.createdView("listed").name(), steps.createdView("listed").name());
    Set<String> listed = new HashSet<>();
    Exchange page = steps.client().listViews(steps.namespace());
    for (int pages = 1; ; pages++) {
      Expect.status(page, 200);
      page.at("/identifiers").forEach(id -> listed.add(id.path("name").asText()));
      JsonNode token = page.at("/next-page-token");
      if (!token.isTextual() || token.asText().isEmpty() || pages == MAX_PAGES) {
        break;
      }
      page = steps.client().listViews(steps.namespace(), token.asText());
    }
    Expect.that(
        listed.containsAll(created), "the listing names " + created, "it names " + listed, page);
  }
}
