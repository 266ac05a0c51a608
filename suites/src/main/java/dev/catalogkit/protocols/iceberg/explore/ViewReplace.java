package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.protocols.iceberg.checks.ViewUpdate;
import dev.catalogkit.protocols.iceberg.explore.ModelView.Aspect;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.AddVersion;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.RemoveProperty;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.SetCurrent;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.SetProperty;
import java.util.ArrayList;
import java.util.List;

/**
 * A replace's changes resolved against the view the model holds now: the updates to send (a
 * rollback names the id the server gave that version; added versions get ids above every id seen)
 * and what the replace does to the model, each aspect vouched for by the sentence that promises it.
 */
final class ViewReplace {

  private final List<ViewChange> changes;
  private final List<ViewUpdate> updates;
  private final List<String> rollbackTargets;
  private final boolean removesAnAbsentKey;

  private ViewReplace(
      List<ViewChange> changes,
      List<ViewUpdate> updates,
      List<String> rollbackTargets,
      boolean removesAnAbsentKey) {
    this.changes = changes;
    this.updates = updates;
    this.rollbackTargets = rollbackTargets;
    this.removesAnAbsentKey = removesAnAbsentKey;
  }

  static ViewReplace of(ModelView view, List<ViewChange> changes, List<String> namespace) {
    List<ViewUpdate> updates = new ArrayList<>();
    List<String> rollbackTargets = new ArrayList<>();
    List<String> versions = view.versionsInOrder();
    int nextId = view.nextVersionId();
    boolean removesAnAbsentKey = false;
    for (ViewChange change : changes) {
      if (change instanceof AddVersion add) {
        updates.add(ViewUpdate.addViewVersion(add.sql(), view.schemaId, namespace, nextId++));
        if (add.makeCurrent()) {
          updates.add(ViewUpdate.setCurrentViewVersion(-1));
        }
      } else if (change instanceof SetCurrent rollback) {
        String target = versions.get(rollback.ordinal() % versions.size());
        rollbackTargets.add(target);
        updates.add(ViewUpdate.setCurrentViewVersion(view.versionIds().get(target)));
      } else if (change instanceof SetProperty set) {
        updates.add(ViewUpdate.setProperty(set.key(), set.value()));
      } else if (change instanceof RemoveProperty remove) {
        removesAnAbsentKey |= !view.properties().containsKey(remove.key());
        updates.add(ViewUpdate.removeProperty(remove.key()));
      }
    }
    return new ViewReplace(changes, updates, rollbackTargets, removesAnAbsentKey);
  }

  List<ViewUpdate> updates() {
    return updates;
  }

  /** The rule that promises the replace is accepted (200). */
  String acceptedBy() {
    return removesAnAbsentKey ? "ICE-VRP-17" : "ICE-VRP-01";
  }

  /** What the replace does to the view, as the model expects it, in the order sent. */
  void applyTo(ModelView view) {
    view.forgetKeyVouches();
    view.vouch(Aspect.IDENTITY, "ICE-VRP-15");
    view.vouch(Aspect.PROPERTIES, "ICE-VRP-13");
    boolean added = false;
    boolean currentChanged = false;
    int rollbacks = 0;
    for (ViewChange change : changes) {
      if (change instanceof AddVersion add) {
        added = true;
        view.addVersion(add.sql(), null);
        if (add.makeCurrent()) {
          currentChanged = true;
          view.makeCurrent(add.sql());
          view.vouch(Aspect.CURRENT, "ICE-VRP-04");
        }
      } else if (change instanceof SetCurrent) {
        currentChanged = true;
        view.makeCurrent(rollbackTargets.get(rollbacks++));
        view.vouch(Aspect.CURRENT, "ICE-VRP-03");
      } else if (change instanceof SetProperty set) {
        view.properties().put(set.key(), set.value());
        view.vouchKey(set.key(), "ICE-VRP-03");
      } else if (change instanceof RemoveProperty remove) {
        boolean present = view.properties().remove(remove.key()) != null;
        view.vouchKey(remove.key(), present ? "ICE-VRP-03" : "ICE-VRP-17");
      }
    }
    if (currentChanged) {
      view.vouch(Aspect.LOG, "ICE-VRP-14");
    }
    if (added) {
      view.vouch(Aspect.ADDED, "ICE-VRP-03");
      if (!currentChanged) {
        view.vouch(Aspect.CURRENT, "ICE-VRP-19");
      }
    }
  }
}
